// The blog list with its filters and Load More, as an island (web-apps.json `islands`): it reads
// the list's pages and the categories the page was rendered with (`readsQueries`).
import { IslandQueries } from '@livefully/web-kit';
import { BlogList } from '../features/blog/components/blog-list';
import type { BlogAddress } from '../features/blog/utils/blog-address';

export default function BlogListIsland(address: BlogAddress) {
  return (
    <IslandQueries>
      <BlogList {...address} />
    </IslandQueries>
  );
}
