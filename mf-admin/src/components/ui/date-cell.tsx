import { formatDate } from '@livefully/web-kit';
import { formatDateTime } from '../../lib/local-date-time';

/** A short date, with the full date and time on hover and for the machine. */
export function DateCell({ value }: { value: string }) {
  if (!value) return <span className="admin-muted">—</span>;
  return (
    <time dateTime={value} title={formatDateTime(value)} className="admin-table__nowrap">
      {formatDate(value)}
    </time>
  );
}
