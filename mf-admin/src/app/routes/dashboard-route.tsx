import {
  authorAdminRoutes,
  contentAdminRoutes,
  engageAdminRoutes,
  mailingAdminRoutes,
  mediaAdminRoutes,
  peopleAdminRoutes,
  staffAdminRoutes,
  trashRoutes,
  type Route,
} from '@livefully/contracts/routes';
import { PageMeta } from '@livefully/web-kit';
import { Link } from '@livefully/web-kit/router';
import { Button, Flex } from '@livefully/web-kit/ui';
import {
  CircleUserRound,
  History,
  IdCard,
  Images,
  Inbox as InboxIcon,
  LibraryBig,
  Mail,
  PenLine,
  Trash2,
  UserSearch,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { PageHeader } from '../../components/ui/page-header';
import { StatList } from '../../components/ui/stat-list';
import { CanarySwitch } from '../../features/canary/components/canary-switch';
import { useCategories } from '../../features/categories/api/category-queries';
import { useMayCall } from '../../features/access/hooks/use-may-call';
import { useGuides } from '../../features/guides/api/guide-queries';
import { usePosts } from '../../features/posts/api/post-queries';
import { countPostStates } from '../../features/posts/utils/post-status';
import { useEngageCounts } from '../../features/subscribers/api/get-engage-counts';
import { useTopics } from '../../features/topics/api/topic-queries';
import { DashboardWorkLists } from './dashboard-work-lists';

/**
 * The admin screens beside the dashboard, linked from its header, each with the route its
 * screen first calls: a role that route's rule refuses does not see the link.
 */
const SECTIONS: readonly { to: string; label: string; Icon: LucideIcon; route: Route }[] = [
  { to: '/admin/content', label: 'All content', Icon: LibraryBig, route: contentAdminRoutes.listPosts },
  { to: '/admin/inbox', label: 'Inbox', Icon: InboxIcon, route: engageAdminRoutes.listContactMessages },
  { to: '/admin/subscribers', label: 'Subscribers', Icon: Users, route: engageAdminRoutes.listNewsletterSubscribers },
  { to: '/admin/mailings', label: 'Mailings', Icon: Mail, route: mailingAdminRoutes.listMailings },
  { to: '/admin/people', label: 'People', Icon: UserSearch, route: peopleAdminRoutes.getPerson },
  { to: '/admin/trash', label: 'Trash', Icon: Trash2, route: trashRoutes.listTrash },
  { to: '/admin/audit', label: 'Audit log', Icon: History, route: contentAdminRoutes.listAudit },
  { to: '/admin/media', label: 'Media library', Icon: Images, route: mediaAdminRoutes.listMedia },
  { to: '/admin/profile', label: 'My profile', Icon: CircleUserRound, route: authorAdminRoutes.getMyAuthor },
  // Every member reads the profiles; the list is for whoever may edit anyone's.
  { to: '/admin/authors', label: 'Authors', Icon: PenLine, route: authorAdminRoutes.createAuthor },
  { to: '/admin/staff', label: 'Staff', Icon: IdCard, route: staffAdminRoutes.listMembers },
];

export function DashboardRoute() {
  const posts = usePosts();
  const guides = useGuides();
  const topics = useTopics();
  const categories = useCategories();
  const counts = posts.data ? countPostStates(posts.data) : undefined;
  const engage = useEngageCounts().data;
  const mayCall = useMayCall();
  const appSubscribers = engage ? Object.values(engage.appSubscribers).reduce((sum, n) => sum + n, 0) : undefined;

  return (
    <div>
      <PageMeta title="Admin" />
      <PageHeader title="Content dashboard" intro="Write, schedule and organise everything visitors read.">
        <Flex asChild wrap="wrap" gap="2" mt="4">
          <nav aria-label="Admin sections">
            {SECTIONS.filter(({ route }) => mayCall(route)).map(({ to, label, Icon }) => (
              <Button asChild variant="outline" key={to}>
                <Link to={to}>
                  <Icon aria-hidden="true" focusable="false" size={16} />
                  {label}
                </Link>
              </Button>
            ))}
          </nav>
        </Flex>
        <CanarySwitch />
      </PageHeader>
      <StatList
        label="Content at a glance"
        stats={[
          { label: 'Published posts', value: counts?.published },
          { label: 'Drafts', value: counts?.draft },
          { label: 'Waiting for review', value: counts?.review },
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
      {/* The work in progress; every item of each kind is on All content (all-content-route.tsx). */}
      <DashboardWorkLists />
    </div>
  );
}
