import { PageMeta } from '@livefully/web-kit';
import { StatList } from '../../components/ui/stat-list';
import { useCategories } from '../../features/categories/api/get-categories';
import { CategoriesTable } from '../../features/categories/components/categories-table';
import { useGuides } from '../../features/guides/api/get-guides';
import { GuidesTable } from '../../features/guides/components/guides-table';
import { usePosts } from '../../features/posts/api/get-posts';
import { PostsTable } from '../../features/posts/components/posts-table';
import { countPostStates } from '../../features/posts/utils/post-status';
import { useTopics } from '../../features/topics/api/get-topics';
import { TopicsTable } from '../../features/topics/components/topics-table';

export function DashboardRoute() {
  const posts = usePosts();
  const guides = useGuides();
  const topics = useTopics();
  const categories = useCategories();
  const counts = posts.data ? countPostStates(posts.data) : undefined;

  return (
    <div className="admin-dashboard">
      <PageMeta title="Admin" />
      <header className="admin-dashboard__header">
        <p className="admin-eyebrow">Admin</p>
        <h1 className="admin-dashboard__title">Content dashboard</h1>
        <p className="admin-dashboard__intro">Write, schedule and organise everything visitors read.</p>
      </header>
      <StatList
        label="Content at a glance"
        stats={[
          { label: 'Published posts', value: counts?.published },
          { label: 'Drafts', value: counts?.draft },
          { label: 'Scheduled', value: counts?.scheduled },
          { label: 'Guides', value: guides.data?.length },
          { label: 'Topics', value: topics.data?.length },
          { label: 'Categories', value: categories.data?.length },
        ]}
      />
      <PostsTable />
      <GuidesTable />
      <TopicsTable />
      <CategoriesTable />
    </div>
  );
}
