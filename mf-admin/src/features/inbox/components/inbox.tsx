import type { ContactMessageFilter } from '@livefully/contracts';
import { Button, Flex, Heading, Text } from '@livefully/web-kit/ui';
import { Table } from '@livefully/web-kit/ui/widgets';
import { useId, useState } from 'react';
import '../../../components/data-table/data-table.css';
import { TableNotice } from '../../../components/data-table/table-notice';
import { useContactMessages } from '../api/get-contact-messages';
import { InboxFilter } from './inbox-filter';
import { MessageRow } from './message-row';
import { ColumnHeaders } from '../../../components/data-table/column-headers';

const EMPTY: Record<ContactMessageFilter, string> = {
  all: 'No messages yet.',
  open: 'No open messages. Everything has been handled.',
  handled: 'No handled messages yet.',
};

/** Contact messages newest first, filtered by state, fifty at a time. */
export function Inbox() {
  const [status, setStatus] = useState<ContactMessageFilter>('all');
  const messages = useContactMessages(status);
  const headingId = useId();
  const rows = messages.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="admin-table-section" aria-labelledby={headingId}>
      <Heading as="h2" size="6" id={headingId} mb="3">
        Messages
      </Heading>
      <Flex wrap="wrap" align="center" gap="3 4" mb="3">
        <InboxFilter value={status} onChange={setStatus} />
        {messages.status === 'success' ? (
          <Text as="p" size="2" color="gray" role="status">
            {rows.length} {rows.length === 1 ? 'message' : 'messages'}
            {messages.hasNextPage ? ' so far' : ''}
          </Text>
        ) : null}
      </Flex>
      {messages.status === 'pending' ? (
        <TableNotice role="status">Loading messages…</TableNotice>
      ) : messages.status === 'error' ? (
        <TableNotice role="alert" action={{ label: 'Try again', onClick: () => void messages.refetch() }}>
          We couldn’t load the messages.
        </TableNotice>
      ) : rows.length === 0 ? (
        <TableNotice>{EMPTY[status]}</TableNotice>
      ) : (
        <Table.Root variant="surface">
          <caption className="visually-hidden">Messages</caption>
          <ColumnHeaders names={['From', 'Subject', 'Received', 'Status', 'Action']} />
          <Table.Body>
            {rows.map((message) => (
              <MessageRow key={message.id} message={message} />
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {messages.hasNextPage ? (
        <Button type="button" variant="outline" mt="3" onClick={() => void messages.fetchNextPage()} disabled={messages.isFetchingNextPage}>
          {messages.isFetchingNextPage ? 'Loading…' : 'Load older messages'}
        </Button>
      ) : null}
    </section>
  );
}
