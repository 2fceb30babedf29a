import { listTitle, type Mailing } from '@livefully/contracts';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { DateCell } from '../../../components/ui/date-cell';
import { RowTitle } from '../../../components/ui/row-title';
import { useMailings } from '../api/mailing-queries';

import { deliveredText, MailingStatus } from './mailing-status';

const columns: Column<Mailing>[] = [
  {
    key: 'subject',
    header: 'Subject',
    sortValue: (mailing) => mailing.subject,
    cell: (mailing) => <RowTitle to={`/admin/mailings/${mailing.id}`}>{mailing.subject}</RowTitle>,
  },
  { key: 'list', header: 'List', sortValue: (mailing) => listTitle(mailing.list), cell: (mailing) => listTitle(mailing.list) },
  { key: 'status', header: 'Status', sortValue: (mailing) => mailing.status, cell: (mailing) => <MailingStatus status={mailing.status} /> },
  {
    key: 'delivered',
    header: 'Delivered',
    numeric: true,
    firstDirection: 'descending',
    sortValue: (mailing) => mailing.counts.sent,
    cell: deliveredText,
  },
  {
    key: 'updatedAt',
    header: 'Updated',
    firstDirection: 'descending',
    sortValue: (mailing) => Date.parse(mailing.updatedAt),
    cell: (mailing) => <DateCell value={mailing.updatedAt} />,
  },
];

const searchText = (mailing: Mailing) => [mailing.subject, listTitle(mailing.list), mailing.status].join(' ');

/** Every newsletter issue and app announcement, newest first, with where each one's sending stands. */
export function MailingsTable() {
  const mailings = useMailings();
  return (
    <DataTable
      title="Mailings"
      noun={{ one: 'mailing', many: 'mailings' }}
      rows={mailings.data}
      columns={columns}
      rowKey={(mailing) => mailing.id}
      searchText={searchText}
      initialSort={{ key: 'updatedAt', direction: 'descending' }}
      newHref="/admin/mailings/new"
      state={mailings.status}
      onRetry={() => void mailings.refetch()}
    />
  );
}
