import type { AdminPost } from '@livefully/contracts';
import { contentAdminRoutes } from '@livefully/contracts/routes';
import { CategoryBadge } from '@livefully/web-kit';
import { Flex } from '@livefully/web-kit/ui';
import { DateCell } from '../../components/ui/date-cell';
import type { KindTableSpec } from '../../components/kind-table/kind-table';
import { usePosts } from './api/post-queries';
import { FeaturedPill, PostStatePill } from './components/post-state-pill';
import { postStateLabel, postStateOf } from './utils/post-status';

/** The dashboard's posts: their state and publish date beside the category. */
export const POST_TABLE: KindTableSpec<AdminPost> = {
  title: 'Posts',
  noun: { one: 'post', many: 'posts' },
  section: 'posts',
  name: { key: 'title', header: 'Title', value: (post) => post.title, path: '/blog/' },
  columns: [
    { key: 'category', header: 'Category', sortValue: (post) => post.category, cell: (post) => <CategoryBadge category={post.category} /> },
    {
      key: 'status',
      header: 'Status',
      sortValue: (post) => postStateLabel(post),
      cell: (post) => (
        <Flex gap="2" wrap="wrap" align="center">
          <PostStatePill state={postStateOf(post)} />
          {post.featured ? <FeaturedPill /> : null}
        </Flex>
      ),
    },
    {
      key: 'publishedAt',
      header: 'Published',
      firstDirection: 'descending',
      sortValue: (post) => Date.parse(post.publishedAt ?? ''),
      cell: (post) => <DateCell value={post.publishedAt ?? ''} />,
    },
  ],
  searchText: (post) =>
    [post.title, post.slug, post.category, postStateLabel(post), post.featured ? 'Featured' : '', post.author, ...post.tags].join(' '),
  initialSort: { key: 'updatedAt', direction: 'descending' },
  useRows: usePosts,
  create: contentAdminRoutes.createPost,
};
