import { PageMeta } from '@livefully/web-kit';
import { PageHeader } from '../../components/ui/page-header';
import { useStaffRole } from '../../features/access/hooks/use-may-call';
import { InvitationsTable } from '../../features/staff/components/invitations-table';
import { MembersTable } from '../../features/staff/components/members-table';

export function StaffRoute() {
  const role = useStaffRole();
  return (
    <div>
      <PageMeta title="Staff | Admin" />
      <PageHeader
        backToAdmin
        title="Staff"
        intro="Who works on the site and with which role: invite people, change their role, suspend or remove them."
      />
      <MembersTable myRole={role} />
      <InvitationsTable />
    </div>
  );
}
