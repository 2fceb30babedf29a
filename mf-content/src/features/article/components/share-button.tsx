import type { BlogPost } from '@livefully/contracts';
import { Button } from '@livefully/web-kit/ui';
import { Share2 } from 'lucide-react';
import { useShareArticle } from '../hooks/use-share-article';

export function ShareButton({ post }: { post: BlogPost }) {
  const share = useShareArticle(post);
  return (
    <Button variant="outline" size="2" onClick={() => void share()}>
      <Share2 aria-hidden="true" focusable="false" size={16} />
      Share
    </Button>
  );
}
