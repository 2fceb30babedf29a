import type { AuditEntry } from '@livefully/contracts';
import { Link } from '@livefully/web-kit/router';
import { Card, Heading, Link as ThemeLink, Text } from '@livefully/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { TableNotice } from '../../../components/data-table/table-notice';
import { formatDateTime } from '../../../lib/local-date-time';
import { useIdToken } from '../../../lib/use-id-token';
import { getAuditQueryOptions, NO_FILTERS, type AuditFilters } from '../api/audit-queries';

const SHOWN = 8;
const VERBS: Record<string, string> = {
  create: 'created',
  update: 'saved',
  delete: 'deleted',
  restore: 'restored',
  purge: 'purged',
  revoke: 'revoked',
};

/** What an entry names: the item's title or name, as it was after the change (or before a delete). */
function nameOf(entry: AuditEntry): string {
  const view = (entry.after ?? entry.before ?? {}) as { title?: unknown; name?: unknown; email?: unknown };
  const name = view.title ?? view.name ?? view.email;
  return typeof name === 'string' ? name : entry.kind;
}

/**
 * The newest entries of the audit log (docs/content-admin.md, Dashboard), narrowed by a kind and
 * the person who acted. The audit log is an administrator's: the dashboard shows this list only
 * to them.
 */
export function RecentActivity({ kind, actor }: Pick<AuditFilters, 'kind' | 'actor'>) {
  const headingId = useId();
  const token = useIdToken();
  const entries = useQuery(getAuditQueryOptions(token, { ...NO_FILTERS, kind, actor }, 0));
  return (
    <Card asChild size="2">
      <section aria-labelledby={headingId} className="admin-work-list">
        <Heading as="h3" size="4" id={headingId} mb="2">
          Recent activity
        </Heading>
        {entries.status === 'pending' ? (
          <TableNotice role="status">Loading…</TableNotice>
        ) : entries.status === 'error' ? (
          <TableNotice role="alert" action={{ label: 'Try again', onClick: () => void entries.refetch() }}>
            We couldn’t load the activity.
          </TableNotice>
        ) : entries.data.entries.length === 0 ? (
          <Text as="p" size="2" color="gray">
            Nothing has changed yet.
          </Text>
        ) : (
          <ul className="admin-work-list__items">
            {entries.data.entries.slice(0, SHOWN).map((entry) => (
              <li key={entry.id} className="admin-work-list__item">
                <Text as="p" size="2">
                  {entry.actor.email ?? entry.actor.uid} {VERBS[entry.action] ?? entry.action} the {entry.kind} “{nameOf(entry)}”
                </Text>
                <Text as="p" size="1" color="gray" className="admin-work-list__meta">
                  {formatDateTime(entry.at)}
                </Text>
              </li>
            ))}
          </ul>
        )}
        <Text as="p" size="2" mt="3">
          <ThemeLink asChild>
            <Link to="/admin/audit">The whole audit log</Link>
          </ThemeLink>
        </Text>
      </section>
    </Card>
  );
}
