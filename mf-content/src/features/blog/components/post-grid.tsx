import type { BlogPost } from '@livefully/contracts';
import { PostCard } from './post-card';

/** SPEC §2: one column, two from the medium breakpoint, three from the large one. */
export function PostGrid({ posts }: { posts: BlogPost[] }) {
  return (
    <ul className="grid grid--md-2 grid--lg-3">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
