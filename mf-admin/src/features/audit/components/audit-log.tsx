import type { AuditEntry } from '@livefully/contracts';
import { Button, Flex, Heading, Text } from '@livefully/web-kit/ui';
import { Table } from '@livefully/web-kit/ui/widgets';
import { useId, useState } from 'react';
import '../../../components/data-table/data-table.css';
import { TableNotice } from '../../../components/data-table/table-notice';
import { FieldDiff } from '../../../components/revisions/field-diff';
import { DateCell } from '../../../components/ui/date-cell';
import { NO_FILTERS, useAuditPage, type AuditFilters } from '../api/audit-queries';
import { auditChanges, auditTitle, type FieldChange } from '../utils/audit-diff';
import { AuditFiltersForm } from './audit-filters-form';
import './audit.css';
import { ColumnHeaders } from '../../../components/data-table/column-headers';

const ACTION_LABEL: Record<AuditEntry['action'], string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  restore: 'Restored',
  purge: 'Purged',
  revoke: 'Revoked',
  invite: 'Invited',
  resend: 'Resent',
  accept: 'Accepted',
  suspend: 'Suspended',
  reactivate: 'Reactivated',
  transfer: 'Transferred ownership to',
};
const KIND_LABEL: Record<AuditEntry['kind'], string> = {
  post: 'Post',
  guide: 'Guide',
  topic: 'Topic',
  category: 'Category',
  media: 'Image',
  preview: 'Preview link',
  author: 'Profile',
  staff: 'Staff member',
};

/** Every admin change, newest first, filtered and paged; each opens to what it changed. */
export function AuditLog() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const audit = useAuditPage(filters, page);
  const headingId = useId();
  const entries = audit.data?.entries ?? [];

  return (
    <section className="admin-table-section" aria-labelledby={headingId}>
      <Heading as="h2" size="6" id={headingId} mb="3">
        Changes
      </Heading>
      <AuditFiltersForm
        value={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      {audit.status === 'pending' ? (
        <TableNotice role="status">Loading the audit log…</TableNotice>
      ) : audit.status === 'error' ? (
        <TableNotice role="alert" action={{ label: 'Try again', onClick: () => void audit.refetch() }}>
          We couldn’t load the audit log.
        </TableNotice>
      ) : entries.length === 0 ? (
        <TableNotice>{page === 0 ? 'No changes match these filters.' : 'No older changes.'}</TableNotice>
      ) : (
        <Table.Root variant="surface">
          <caption className="visually-hidden">Changes, newest first</caption>
          <ColumnHeaders names={['When', 'Who', 'What', 'Item and changes']} />
          <Table.Body>
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Flex asChild gap="3" mt="3" align="center">
        <nav aria-label="Audit log pages">
          <Button type="button" variant="outline" onClick={() => setPage((p) => Math.max(0, p - 1))} disabled={page === 0}>
            Newer
          </Button>
          <Text size="2" color="gray" aria-live="polite">
            Page {page + 1}
          </Text>
          <Button
            type="button"
            variant="outline"
            onClick={() => setPage((p) => p + 1)}
            disabled={!audit.data?.hasOlder || audit.isFetching}
          >
            Older
          </Button>
        </nav>
      </Flex>
    </section>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const title = auditTitle(entry.before, entry.after) ?? entry.entityId;
  const changes = auditChanges(entry.before, entry.after);
  return (
    <Table.Row>
      <Table.Cell role="cell">
        <DateCell value={entry.at} />
      </Table.Cell>
      <Table.Cell role="cell" className="admin-inbox__email">
        {entry.actor.email ?? entry.actor.uid}
      </Table.Cell>
      <Table.Cell role="cell">
        {ACTION_LABEL[entry.action]} {KIND_LABEL[entry.kind].toLowerCase()}
      </Table.Cell>
      <Table.RowHeaderCell role="rowheader">
        <details className="admin-audit-entry">
          <summary>
            {title}{' '}
            <Text size="1" color="gray">
              ({changes.length} {changes.length === 1 ? 'field' : 'fields'})
            </Text>
          </summary>
          {changes.length === 0 ? (
            <Text as="p" size="1" color="gray">
              No field changed.
            </Text>
          ) : (
            <table className="admin-audit-diff">
              <caption className="visually-hidden">What changed in {title}</caption>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <ChangeRow key={change.field} change={change} />
                ))}
              </tbody>
            </table>
          )}
        </details>
      </Table.RowHeaderCell>
    </Table.Row>
  );
}

function ChangeRow({ change }: { change: FieldChange }) {
  if (change.multiline) {
    return (
      <tr>
        <th scope="row">{change.field}</th>
        <td colSpan={2}>
          <FieldDiff before={change.before} after={change.after} />
        </td>
      </tr>
    );
  }
  return (
    <tr>
      <th scope="row">{change.field}</th>
      <td className={change.before === undefined ? undefined : 'admin-audit-diff__before'}>{change.before ?? '—'}</td>
      <td className={change.after === undefined ? undefined : 'admin-audit-diff__after'}>{change.after ?? '—'}</td>
    </tr>
  );
}
