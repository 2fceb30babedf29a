import type { AdminContactMessage } from '@livefully/contracts';
import { useToast } from '@livefully/web-kit';
import { CircleCheck, Mail, RotateCcw } from 'lucide-react';
import { DateCell } from '../../../components/ui/date-cell';
import { StatusPill } from '../../../components/ui/status-pill';
import { formatDateTime } from '../../../lib/local-date-time';
import { readApiProblem, isAccessError } from '../../../lib/api-problem';
import { useSetContactHandled } from '../api/set-contact-handled';

/** One message: who, the subject with the message folded under it, when, and its state. */
export function MessageRow({ message }: { message: AdminContactMessage }) {
  const { toast } = useToast();
  const mutation = useSetContactHandled();
  const handled = message.handledAt !== null;

  function toggle() {
    mutation.mutate(
      { id: message.id, handled: !handled },
      {
        onSuccess: () =>
          toast(
            handled
              ? { title: 'Message reopened', description: `“${message.subject}” is open again.` }
              : { title: 'Marked handled', description: `“${message.subject}” from ${message.name}.` },
          ),
        onError: (error) => {
          if (isAccessError(error)) return;
          toast({ title: 'Could not update the message', description: readApiProblem(error).message, variant: 'destructive' });
        },
      },
    );
  }

  return (
    <tr role="row">
      <th scope="row" role="rowheader" data-label="From">
        <span className="admin-table__primary">{message.name}</span>
        <br />
        <a href={`mailto:${message.email}`} className="admin-inbox__email">
          <Mail aria-hidden="true" focusable="false" size={14} /> {message.email}
        </a>
      </th>
      <td role="cell" data-label="Subject" className="admin-inbox__message">
        <details>
          <summary>{message.subject}</summary>
          <p className="admin-inbox__body">{message.message}</p>
        </details>
      </td>
      <td role="cell" data-label="Received">
        <DateCell value={message.createdAt} />
      </td>
      <td role="cell" data-label="Status">
        {handled ? (
          <span title={`${formatDateTime(message.handledAt!)}${message.handledBy ? ` by ${message.handledBy}` : ''}`}>
            <StatusPill tone="success" icon={<CircleCheck aria-hidden="true" focusable="false" size={14} />}>
              Handled
            </StatusPill>
          </span>
        ) : (
          <StatusPill tone="info">Open</StatusPill>
        )}
      </td>
      <td role="cell" data-label="Action">
        <button
          type="button"
          className="button button--outline admin-inbox__action"
          onClick={toggle}
          disabled={mutation.isPending}
          aria-label={`${handled ? 'Reopen' : 'Mark handled'}: ${message.subject} from ${message.name}`}
        >
          {handled ? (
            <RotateCcw aria-hidden="true" focusable="false" size={16} />
          ) : (
            <CircleCheck aria-hidden="true" focusable="false" size={16} />
          )}
          {handled ? 'Reopen' : 'Mark handled'}
        </button>
      </td>
    </tr>
  );
}
