import { PageMeta } from '@livefully/web-kit';
import { PageHeader } from '../../components/ui/page-header';
import { MailingsTable } from '../../features/mailings/components/mailings-table';

export function MailingsRoute() {
  return (
    <div>
      <PageMeta title="Mailings | Admin" />
      <PageHeader
        backToAdmin
        title="Mailings"
        intro="Newsletter issues and app announcements: write one, preview it as the e-mail, test it, then send it to the list's confirmed subscribers."
      />
      <MailingsTable />
    </div>
  );
}
