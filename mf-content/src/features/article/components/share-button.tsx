import type { BlogPost } from '@livefully/contracts';
import { Share2 } from 'lucide-react';
import { useShareArticle } from '../hooks/use-share-article';

export function ShareButton({ post }: { post: BlogPost }) {
  const share = useShareArticle(post);
  return (
    <button type="button" className="button button--outline article__share" onClick={() => void share()}>
      <Share2 aria-hidden="true" focusable="false" size={16} />
      Share
    </button>
  );
}
