import { PageMeta } from '@livefully/web-kit';
import { PageHeader } from '../../components/ui/page-header';
import { AuditLog } from '../../features/audit/components/audit-log';

export function AuditRoute() {
  return (
    <div>
      <PageMeta title="Audit log | Admin" />
      <PageHeader
        backToAdmin
        title="Audit log"
        intro="Who changed what, and when. Open an entry to see each field before and after the change."
      />
      <AuditLog />
    </div>
  );
}
