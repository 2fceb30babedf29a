import type { BlogPost } from '@livefully/contracts';
import { Button } from '@livefully/web-kit/ui';
import { Share2 } from 'lucide-react';
import { useShareArticle } from '../hooks/use-share-article';

/** Share (an island): the article's slug, title and excerpt are all it needs, so all the page carries for it. */
export function ShareButton(post: Pick<BlogPost, 'slug' | 'title' | 'excerpt'>) {
  const share = useShareArticle(post);
  return (
    <Button variant="outline" size="2" onClick={() => void share()}>
      <Share2 aria-hidden="true" focusable="false" size={16} />
      Share
    </Button>
  );
}
