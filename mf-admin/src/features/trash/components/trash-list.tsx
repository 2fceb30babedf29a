import type { TrashItem, TrashKind } from '@livefully/contracts';
import { useToast } from '@livefully/web-kit';
import { Button, Heading, Text } from '@livefully/web-kit/ui';
import { Table } from '@livefully/web-kit/ui/widgets';
import { ArchiveRestore } from 'lucide-react';
import { useId } from 'react';
import '../../../components/data-table/data-table.css';
import { TableNotice } from '../../../components/data-table/table-notice';
import { DateCell } from '../../../components/ui/date-cell';
import { isAccessError, readApiProblem } from '../../../lib/api-problem';
import { useRestoreFromTrash, useTrash } from '../api/trash-queries';
import { ColumnHeaders } from '../../../components/data-table/column-headers';

export const KIND_LABEL: Record<TrashKind, string> = { post: 'Post', guide: 'Guide', topic: 'Topic', category: 'Category' };

/** Deleted items, the latest deletion first, each restorable until the sweep purges it. */
export function TrashList() {
  const trash = useTrash();
  const headingId = useId();
  const rows = trash.data ?? [];

  return (
    <section className="admin-table-section" aria-labelledby={headingId}>
      <Heading as="h2" size="6" id={headingId} mb="3">
        Deleted items
      </Heading>
      {trash.status === 'pending' ? (
        <TableNotice role="status">Loading the trash…</TableNotice>
      ) : trash.status === 'error' ? (
        <TableNotice role="alert" action={{ label: 'Try again', onClick: () => void trash.refetch() }}>
          We couldn’t load the trash.
        </TableNotice>
      ) : rows.length === 0 ? (
        <TableNotice>The trash is empty.</TableNotice>
      ) : (
        <Table.Root variant="surface">
          <caption className="visually-hidden">Deleted items</caption>
          <ColumnHeaders names={['Item', 'Kind', 'Deleted', 'Deleted by', 'Purged on', 'Action']} />
          <Table.Body>
            {rows.map((item) => (
              <TrashRow key={`${item.kind}:${item.id}`} item={item} />
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </section>
  );
}

function TrashRow({ item }: { item: TrashItem }) {
  const { toast } = useToast();
  const restore = useRestoreFromTrash();
  const noun = KIND_LABEL[item.kind].toLowerCase();

  function onRestore() {
    restore.mutate(item, {
      onSuccess: () =>
        toast({
          title: `${KIND_LABEL[item.kind]} restored`,
          description: `“${item.title}” is back${item.kind === 'post' ? ' as it was' : ''}.`,
        }),
      onError: (error) => {
        if (isAccessError(error)) return;
        toast({ title: `Could not restore the ${noun}`, description: readApiProblem(error).message, variant: 'destructive' });
      },
    });
  }

  return (
    <Table.Row>
      <Table.RowHeaderCell role="rowheader">
        <Text as="div" weight="medium">
          {item.title}
        </Text>
        <Text as="div" size="1" color="gray">
          /{item.slug}
        </Text>
      </Table.RowHeaderCell>
      <Table.Cell role="cell">{KIND_LABEL[item.kind]}</Table.Cell>
      <Table.Cell role="cell">
        <DateCell value={item.deletedAt} />
      </Table.Cell>
      <Table.Cell role="cell">{item.deletedBy ? (item.deletedBy.email ?? item.deletedBy.uid) : '—'}</Table.Cell>
      <Table.Cell role="cell">
        <DateCell value={item.purgeAt} />
      </Table.Cell>
      <Table.Cell role="cell">
        <Button
          type="button"
          variant="outline"
          size="1"
          onClick={onRestore}
          disabled={restore.isPending}
          aria-label={`Restore ${noun}: ${item.title}`}
        >
          <ArchiveRestore aria-hidden="true" focusable="false" size={14} />
          {restore.isPending ? 'Restoring…' : 'Restore'}
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}
