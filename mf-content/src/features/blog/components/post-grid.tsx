import type { BlogPostSummary } from '@livefully/contracts';
import type { Ref } from 'react';
import { PostCard } from '@livefully/web-kit/cards';

type PostGridProps = {
  posts: BlogPostSummary[];
  /** The cards stay while the next filter's articles load; they are marked busy meanwhile. */
  busy?: boolean;
  ref?: Ref<HTMLUListElement>;
};

/** docs/requirements.md#r-post-grid: one column, two from the medium breakpoint, three from the large one. */
export function PostGrid({ posts, busy = false, ref }: PostGridProps) {
  return (
    <ul ref={ref} className="grid grid--md-2 grid--lg-3 post-grid" aria-busy={busy}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
