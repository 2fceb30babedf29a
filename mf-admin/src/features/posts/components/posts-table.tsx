import type { AdminPost } from '@livefully/contracts';
import { CategoryBadge } from '@livefully/web-kit';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { RowTitle } from '../../../components/ui/row-title';
import { DateCell } from '../../../components/ui/date-cell';
import { usePosts } from '../api/post-queries';
import { postStateLabel, postStateOf } from '../utils/post-status';
import { PostStatePill } from './post-state-pill';

const columns: Column<AdminPost>[] = [
  {
    key: 'title',
    header: 'Title',
    sortValue: (post) => post.title,
    cell: (post) => (
      <RowTitle to={`/admin/posts/${post.id}/edit`} sub={<>/blog/{post.slug}</>}>
        {post.title}
      </RowTitle>
    ),
  },
  { key: 'category', header: 'Category', sortValue: (post) => post.category, cell: (post) => <CategoryBadge category={post.category} /> },
  {
    key: 'status',
    header: 'Status',
    sortValue: (post) => postStateLabel(post),
    cell: (post) => <PostStatePill state={postStateOf(post)} />,
  },
  {
    key: 'publishedAt',
    header: 'Published',
    firstDirection: 'descending',
    sortValue: (post) => Date.parse(post.publishedAt),
    cell: (post) => <DateCell value={post.publishedAt} />,
  },
  {
    key: 'updatedAt',
    header: 'Updated',
    firstDirection: 'descending',
    sortValue: (post) => Date.parse(post.updatedAt),
    cell: (post) => <DateCell value={post.updatedAt} />,
  },
];

const searchText = (post: AdminPost) => [post.title, post.slug, post.category, postStateLabel(post), post.author, ...post.tags].join(' ');

export function PostsTable() {
  const posts = usePosts();
  return (
    <DataTable
      title="Posts"
      noun={{ one: 'post', many: 'posts' }}
      rows={posts.data}
      columns={columns}
      rowKey={(post) => post.id}
      searchText={searchText}
      initialSort={{ key: 'updatedAt', direction: 'descending' }}
      newHref="/admin/posts/new"
      state={posts.status}
      onRetry={() => void posts.refetch()}
    />
  );
}
