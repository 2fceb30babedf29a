import { PageMeta } from '@livefully/web-kit';
import { Inbox as InboxIcon, Users } from 'lucide-react';
import { Link } from 'react-router';
import { StatList } from '../../components/ui/stat-list';
import { useCategories } from '../../features/categories/api/category-queries';
import { CategoriesTable } from '../../features/categories/components/categories-table';
import { useGuides } from '../../features/guides/api/guide-queries';
import { GuidesTable } from '../../features/guides/components/guides-table';
import { usePosts } from '../../features/posts/api/post-queries';
import { PostsTable } from '../../features/posts/components/posts-table';
import { countPostStates } from '../../features/posts/utils/post-status';
import { useEngageCounts } from '../../features/subscribers/api/get-engage-counts';
import { useTopics } from '../../features/topics/api/topic-queries';
import { TopicsTable } from '../../features/topics/components/topics-table';

export function DashboardRoute() {
  const posts = usePosts();
  const guides = useGuides();
  const topics = useTopics();
  const categories = useCategories();
  const counts = posts.data ? countPostStates(posts.data) : undefined;
  const engage = useEngageCounts().data;
  const appSubscribers = engage ? Object.values(engage.appSubscribers).reduce((sum, n) => sum + n, 0) : undefined;

  return (
    <div className="admin-dashboard">
      <PageMeta title="Admin" />
      <header className="admin-dashboard__header">
        <p className="admin-eyebrow">Admin</p>
        <h1 className="admin-dashboard__title">Content dashboard</h1>
        <p className="admin-dashboard__intro">Write, schedule and organise everything visitors read.</p>
        <nav aria-label="Admin sections" className="admin-dashboard__nav">
          <Link to="/admin/inbox" className="button button--outline">
            <InboxIcon aria-hidden="true" focusable="false" size={16} />
            Inbox
          </Link>
          <Link to="/admin/subscribers" className="button button--outline">
            <Users aria-hidden="true" focusable="false" size={16} />
            Subscribers
          </Link>
        </nav>
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
      <StatList
        label="Messages and subscribers"
        stats={[
          { label: 'Open messages', value: engage?.openMessages },
          { label: 'Newsletter subscribers', value: engage?.newsletterSubscribers },
          { label: 'App subscribers', value: appSubscribers },
        ]}
      />
      <PostsTable />
      <GuidesTable />
      <TopicsTable />
      <CategoriesTable />
    </div>
  );
}
