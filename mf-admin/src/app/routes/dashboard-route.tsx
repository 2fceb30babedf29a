import { PageMeta } from '@livefully/web-kit';
import { Link } from '@livefully/web-kit/router';
import { Button, Flex } from '@livefully/web-kit/ui';
import { History, Images, Inbox as InboxIcon, Trash2, Users } from 'lucide-react';
import { PageHeader } from '../../components/ui/page-header';
import { StatList } from '../../components/ui/stat-list';
import { useCategories } from '../../features/categories/api/category-queries';
import { CategoriesTable } from '../../features/categories/components/categories-table';
import { useGuides } from '../../features/guides/api/guide-queries';
import { GuidesTable } from '../../features/guides/components/guides-table';
import { usePosts } from '../../features/posts/api/post-queries';
import { PostsTable } from '../../features/posts/components/posts-table';
import { countPostStates } from '../../features/posts/utils/post-status';
import { ScheduleTimeline } from '../../features/schedule/components/schedule-timeline';
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
    <div>
      <PageMeta title="Admin" />
      <PageHeader title="Content dashboard" intro="Write, schedule and organise everything visitors read.">
        <Flex asChild wrap="wrap" gap="2" mt="4">
          <nav aria-label="Admin sections">
            <Button asChild variant="outline">
              <Link to="/admin/inbox">
                <InboxIcon aria-hidden="true" focusable="false" size={16} />
                Inbox
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/admin/subscribers">
                <Users aria-hidden="true" focusable="false" size={16} />
                Subscribers
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/admin/trash">
                <Trash2 aria-hidden="true" focusable="false" size={16} />
                Trash
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/admin/audit">
                <History aria-hidden="true" focusable="false" size={16} />
                Audit log
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/admin/media">
                <Images aria-hidden="true" focusable="false" size={16} />
                Media library
              </Link>
            </Button>
          </nav>
        </Flex>
      </PageHeader>
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
      <ScheduleTimeline posts={posts.data} status={posts.status} onRetry={() => void posts.refetch()} />
      <PostsTable />
      <GuidesTable />
      <TopicsTable />
      <CategoriesTable />
    </div>
  );
}
