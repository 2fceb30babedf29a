import { Link as RouterLink } from '@livefully/web-kit/router';
import { Button, Link } from '@livefully/web-kit/ui';
import { Megaphone } from 'lucide-react';
import { DataTable, type Column } from '../../../components/data-table/data-table';
import { DateCell } from '../../../components/ui/date-cell';
import type { CsvExport } from '../api/download-subscribers-csv';
import { ExportCsvButton } from './export-csv-button';

type Subscriber = { email: string; createdAt: string };

const columns: Column<Subscriber>[] = [
  {
    key: 'email',
    header: 'E-mail',
    sortValue: (subscriber) => subscriber.email,
    cell: (subscriber) => (
      <Link href={`mailto:${subscriber.email}`} weight="medium" highContrast underline="hover">
        {subscriber.email}
      </Link>
    ),
  },
  {
    key: 'createdAt',
    header: 'Subscribed',
    firstDirection: 'descending',
    sortValue: (subscriber) => Date.parse(subscriber.createdAt),
    cell: (subscriber) => <DateCell value={subscriber.createdAt} />,
  },
];

/** One list (the newsletter or an app): searchable, newest first, with its own export. */
export function SubscriberTable(props: {
  title: string;
  rows: Subscriber[] | undefined;
  state: 'pending' | 'error' | 'success';
  onRetry: () => void;
  request: CsvExport;
  /** An app's list: a link to a new mailing that announces the app to it. */
  announceHref?: string;
}) {
  return (
    <DataTable
      title={props.title}
      noun={{ one: 'subscriber', many: 'subscribers' }}
      rows={props.rows}
      columns={columns}
      rowKey={(subscriber) => subscriber.email}
      searchText={(subscriber) => subscriber.email}
      initialSort={{ key: 'createdAt', direction: 'descending' }}
      actions={
        <>
          {props.announceHref ? (
            <Button asChild variant="soft">
              <RouterLink to={props.announceHref} aria-label={`Announce ${props.title}`}>
                <Megaphone aria-hidden="true" focusable="false" size={16} />
                Announce
              </RouterLink>
            </Button>
          ) : null}
          <ExportCsvButton request={props.request} listName={props.title} />
        </>
      }
      state={props.state}
      onRetry={props.onRetry}
    />
  );
}
