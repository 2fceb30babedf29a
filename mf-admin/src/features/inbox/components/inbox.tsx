import type { ContactMessageFilter } from '@livefully/contracts';
import { useId, useState } from 'react';
import '../../../components/data-table/data-table.css';
import { useContactMessages } from '../api/get-contact-messages';
import { InboxFilter } from './inbox-filter';
import { MessageRow } from './message-row';

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
      <div className="admin-table-section__header">
        <h2 id={headingId} className="admin-table-section__title">
          Messages
        </h2>
      </div>
      <div className="admin-table-section__toolbar">
        <InboxFilter value={status} onChange={setStatus} />
        {messages.status === 'success' ? (
          <p className="admin-table-section__count" role="status">
            {rows.length} {rows.length === 1 ? 'message' : 'messages'}
            {messages.hasNextPage ? ' so far' : ''}
          </p>
        ) : null}
      </div>
      {messages.status === 'pending' ? (
        <p className="admin-table-section__empty" role="status">
          Loading messages…
        </p>
      ) : messages.status === 'error' ? (
        <div className="admin-table-section__empty" role="alert">
          <p>We couldn’t load the messages.</p>
          <button type="button" className="button button--outline" onClick={() => void messages.refetch()}>
            Try again
          </button>
        </div>
      ) : rows.length === 0 ? (
        <div className="admin-table-section__empty">
          <p>{EMPTY[status]}</p>
        </div>
      ) : (
        <div className="admin-table-scroll" role="group" aria-label="Messages table" tabIndex={0}>
          <table className="admin-table" role="table" aria-labelledby={headingId}>
            <thead role="rowgroup">
              <tr role="row">
                {['From', 'Subject', 'Received', 'Status', 'Action'].map((header) => (
                  <th key={header} scope="col" role="columnheader">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {rows.map((message) => (
                <MessageRow key={message.id} message={message} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {messages.hasNextPage ? (
        <button
          type="button"
          className="button button--outline admin-inbox__more"
          onClick={() => void messages.fetchNextPage()}
          disabled={messages.isFetchingNextPage}
        >
          {messages.isFetchingNextPage ? 'Loading…' : 'Load older messages'}
        </button>
      ) : null}
    </section>
  );
}
