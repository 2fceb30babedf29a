import { listTitle, type Person } from '@livefully/contracts';
import { Button, Card, Flex, Heading, Text } from '@livefully/web-kit/ui';
import { Table } from '@livefully/web-kit/ui/widgets';
import { Download, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { ColumnHeaders } from '../../../components/data-table/column-headers';
import { DateCell } from '../../../components/ui/date-cell';
import { StatusPill, type PillTone } from '../../../components/ui/status-pill';

import { formatDateTime } from '../../../lib/local-date-time';

const STATUS: Record<Person['entries'][number]['status'], { label: string; tone: PillTone }> = {
  pending: { label: 'Not confirmed', tone: 'warning' },
  confirmed: { label: 'Confirmed', tone: 'success' },
  unsubscribed: { label: 'Unsubscribed', tone: 'neutral' },
};

const EVENT: Record<Person['history'][number]['event'], string> = {
  subscribed: 'Subscribed',
  'confirmation-sent': 'Confirmation e-mail sent',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  'mailing-sent': 'Mailing sent',
  'mailing-failed': 'Mailing failed',
};

type PersonRecordProps = { person: Person; onExport: () => void; exporting: boolean; onErase: () => void };

/** Everything kept about one address: its lists, what happened, and the two rights it has (a copy, erasure). */
export function PersonRecord({ person, onExport, exporting, onErase }: PersonRecordProps) {
  const headingId = useId();
  const messages = person.contactMessages;
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Flex wrap="wrap" align="center" justify="between" gap="3" mb="4">
          <Heading as="h2" size="6" id={headingId} className="person__address">
            {person.email}
          </Heading>
          <Flex wrap="wrap" gap="2">
            <Button type="button" variant="outline" onClick={onExport} disabled={exporting}>
              <Download aria-hidden="true" focusable="false" size={16} />
              {exporting ? 'Exporting...' : 'Export'}
            </Button>
            <Button type="button" color="red" variant="soft" onClick={onErase}>
              <Trash2 aria-hidden="true" focusable="false" size={16} />
              Erase
            </Button>
          </Flex>
        </Flex>
        <Text as="p" size="2" color="gray" mb="4">
          {messages === 1 ? '1 contact message' : `${messages} contact messages`} from this address.
        </Text>

        <Heading as="h3" size="4" mb="2">
          Subscriptions
        </Heading>
        {person.entries.length === 0 ? (
          <Text as="p" size="2" color="gray" mb="4">
            No subscriptions.
          </Text>
        ) : (
          <Table.Root variant="surface" mb="5">
            <caption className="visually-hidden">Subscriptions</caption>
            <ColumnHeaders names={['List', 'Status', 'Subscribed', 'Confirmed', 'Unsubscribed']} />
            <Table.Body>
              {person.entries.map((entry) => (
                <Table.Row key={entry.list}>
                  <Table.RowHeaderCell role="rowheader">{entry.listTitle}</Table.RowHeaderCell>
                  <Table.Cell>
                    <StatusPill tone={STATUS[entry.status].tone}>{STATUS[entry.status].label}</StatusPill>
                  </Table.Cell>
                  <Table.Cell>
                    <DateCell value={entry.subscribedAt} />
                  </Table.Cell>
                  <Table.Cell>
                    <DateCell value={entry.confirmedAt ?? ''} />
                  </Table.Cell>
                  <Table.Cell>
                    <DateCell value={entry.unsubscribedAt ?? ''} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}

        <Heading as="h3" size="4" mb="2">
          History
        </Heading>
        {person.history.length === 0 ? (
          <Text as="p" size="2" color="gray">
            Nothing has happened yet.
          </Text>
        ) : (
          <Table.Root variant="surface">
            <caption className="visually-hidden">History</caption>
            <ColumnHeaders names={['When', 'What', 'List', 'Detail']} />
            <Table.Body>
              {person.history.map((item, index) => (
                <Table.Row key={`${item.at}-${index}`}>
                  <Table.Cell>
                    <time dateTime={item.at}>{formatDateTime(item.at)}</time>
                  </Table.Cell>
                  <Table.Cell>{EVENT[item.event]}</Table.Cell>
                  <Table.Cell>{item.list ? listTitle(item.list) : '—'}</Table.Cell>
                  <Table.Cell>{item.detail ?? '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </section>
    </Card>
  );
}
