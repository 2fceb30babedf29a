import type { BlogPost } from '@livefully/contracts';
import type { Ref } from 'react';
import { PostCard } from '../../../components/post-card/post-card';

/** SPEC §2: one column, two from the medium breakpoint, three from the large one. */
export function PostGrid({ posts, ref }: { posts: BlogPost[]; ref?: Ref<HTMLUListElement> }) {
  return (
    <ul ref={ref} className="grid grid--md-2 grid--lg-3 post-grid">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
