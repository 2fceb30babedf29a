import type { AdminContactMessage } from '@livefully/contracts';
import { useToast } from '@livefully/web-kit';
import { Button, Link, Text } from '@livefully/web-kit/ui';
import { Table } from '@livefully/web-kit/ui/widgets';
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
    <Table.Row>
      <Table.RowHeaderCell role="rowheader">
        <Text as="div" weight="medium">
          {message.name}
        </Text>
        <Link href={`mailto:${message.email}`} size="1" className="admin-inbox__email">
          <Mail aria-hidden="true" focusable="false" size={14} /> {message.email}
        </Link>
      </Table.RowHeaderCell>
      <Table.Cell role="cell" className="admin-inbox__message">
        <details>
          <summary>{message.subject}</summary>
          <Text as="p" size="2" mt="2" className="admin-inbox__body">
            {message.message}
          </Text>
        </details>
      </Table.Cell>
      <Table.Cell role="cell">
        <DateCell value={message.createdAt} />
      </Table.Cell>
      <Table.Cell role="cell">
        {handled ? (
          <span title={`${formatDateTime(message.handledAt!)}${message.handledBy ? ` by ${message.handledBy}` : ''}`}>
            <StatusPill tone="success" icon={<CircleCheck aria-hidden="true" focusable="false" size={14} />}>
              Handled
            </StatusPill>
          </span>
        ) : (
          <StatusPill tone="info">Open</StatusPill>
        )}
      </Table.Cell>
      <Table.Cell role="cell">
        <Button
          type="button"
          variant="outline"
          size="1"
          onClick={toggle}
          disabled={mutation.isPending}
          aria-label={`${handled ? 'Reopen' : 'Mark handled'}: ${message.subject} from ${message.name}`}
        >
          {handled ? (
            <RotateCcw aria-hidden="true" focusable="false" size={14} />
          ) : (
            <CircleCheck aria-hidden="true" focusable="false" size={14} />
          )}
          {handled ? 'Reopen' : 'Mark handled'}
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}
