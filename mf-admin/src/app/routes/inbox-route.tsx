import { PageMeta } from '@livefully/web-kit';
import { PageHeader } from '../../components/ui/page-header';
import { Inbox } from '../../features/inbox/components/inbox';

export function InboxRoute() {
  return (
    <div>
      <PageMeta title="Inbox | Admin" />
      <PageHeader
        backToAdmin
        title="Inbox"
        intro="Messages sent through the contact form, newest first. We promise a reply within 24 hours."
      />
      <Inbox />
    </div>
  );
}
