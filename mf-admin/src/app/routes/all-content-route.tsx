import { trashRoutes } from '@livefully/contracts/routes';
import { PageMeta } from '@livefully/web-kit';
import { Link, useSearchParams } from '@livefully/web-kit/router';
import { Box, Button, Flex } from '@livefully/web-kit/ui';
import { Tabs } from '@livefully/web-kit/ui/widgets';
import { Trash2 } from 'lucide-react';
import { KindTable } from '../../components/kind-table/kind-table';
import { PageHeader } from '../../components/ui/page-header';
import { useMayCall } from '../../features/access/hooks/use-may-call';
import { CATEGORY_TABLE } from '../../features/categories/category-table';
import { GUIDE_TABLE } from '../../features/guides/guide-table';
import { usePosts } from '../../features/posts/api/post-queries';
import { POST_TABLE } from '../../features/posts/post-table';
import { ScheduleTimeline } from '../../features/schedule/components/schedule-timeline';
import { TOPIC_TABLE } from '../../features/topics/topic-table';

/** The tabs, by the `?show=` value that opens each: a kind's table, or the posts' schedule. */
const TABS = [
  { value: 'posts', label: 'Posts' },
  { value: 'guides', label: 'Guides' },
  { value: 'topics', label: 'Topics' },
  { value: 'categories', label: 'Categories' },
  { value: 'schedule', label: 'Schedule' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

/** The posts' schedule, day by day; it reads the same list as the Posts table. */
function ScheduleTab() {
  const posts = usePosts();
  return <ScheduleTimeline posts={posts.data} status={posts.status} onRetry={() => void posts.refetch()} />;
}

/**
 * Every item of each editable kind, one tab each (docs/content-admin.md, All content), so the
 * dashboard keeps to the work in progress. The open tab is in the address (`?show=guides`): a
 * link or the back button lands on the same table, and only that table's list is fetched.
 */
export function AllContentRoute() {
  const [search, setSearch] = useSearchParams();
  const mayCall = useMayCall();
  const shown = search.get('show');
  const tab: Tab = isTab(shown) ? shown : 'posts';
  const open = (next: string) => setSearch(next === 'posts' ? {} : { show: next }, { replace: true });

  return (
    <div>
      <PageMeta title="All content | Admin" />
      <PageHeader backToAdmin title="All content" intro="Every post, guide, topic and category, to search, sort and open.">
        {mayCall(trashRoutes.listTrash) ? (
          <Flex mt="4">
            <Button asChild variant="outline">
              <Link to="/admin/trash">
                <Trash2 aria-hidden="true" focusable="false" size={16} />
                Trash
              </Link>
            </Button>
          </Flex>
        ) : null}
      </PageHeader>
      <Tabs.Root value={tab} onValueChange={open}>
        <Tabs.List aria-label="Content kinds">
          {TABS.map(({ value, label }) => (
            <Tabs.Trigger key={value} value={value}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box pt="4">
          {/* One table per kind from its spec (docs/content-kinds.md); New shows to a role that may create. */}
          <Tabs.Content value="posts">
            <KindTable spec={POST_TABLE} mayCreate={mayCall(POST_TABLE.create)} />
          </Tabs.Content>
          <Tabs.Content value="guides">
            <KindTable spec={GUIDE_TABLE} mayCreate={mayCall(GUIDE_TABLE.create)} />
          </Tabs.Content>
          <Tabs.Content value="topics">
            <KindTable spec={TOPIC_TABLE} mayCreate={mayCall(TOPIC_TABLE.create)} />
          </Tabs.Content>
          <Tabs.Content value="categories">
            <KindTable spec={CATEGORY_TABLE} mayCreate={mayCall(CATEGORY_TABLE.create)} />
          </Tabs.Content>
          <Tabs.Content value="schedule">
            <ScheduleTab />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </div>
  );
}
