import { Button, Flex } from '@livefully/web-kit/ui';
import { useId, useState, type FormEvent } from 'react';
import { NO_FILTERS, type AuditFilters } from '../api/audit-queries';
import './audit.css';
import { FilterChoice } from '../../../components/form/filter-choice';

const KINDS = [
  ['', 'Any kind'],
  ['post', 'Posts'],
  ['guide', 'Guides'],
  ['topic', 'Topics'],
  ['category', 'Categories'],
  ['media', 'Images'],
  ['preview', 'Preview links'],
  ['author', 'Profiles'],
  ['staff', 'Staff'],
] as const;
const ACTIONS = [
  ['', 'Any action'],
  ['create', 'Created'],
  ['update', 'Updated'],
  ['delete', 'Deleted'],
  ['restore', 'Restored'],
  ['purge', 'Purged'],
  ['revoke', 'Revoked'],
  ['invite', 'Invited'],
  ['resend', 'Resent'],
  ['accept', 'Accepted'],
  ['suspend', 'Suspended'],
  ['reactivate', 'Reactivated'],
  ['transfer', 'Transferred ownership'],
] as const;

/** The filters, applied together when the form is sent (Enter in any field, or the button). */
export function AuditFiltersForm({ value, onApply }: { value: AuditFilters; onApply: (next: AuditFilters) => void }) {
  const [draft, setDraft] = useState(value);
  const id = useId();
  const set = <K extends keyof AuditFilters>(key: K, next: AuditFilters[K]) => setDraft((current) => ({ ...current, [key]: next }));
  const rangeError = draft.from && draft.to && draft.to < draft.from ? 'The end date is before the start date.' : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!rangeError) onApply({ ...draft, actor: draft.actor.trim() });
  }

  return (
    <form className="admin-filters" onSubmit={submit} aria-label="Filter the audit log" noValidate>
      <div className="admin-filters__field">
        <label htmlFor={`${id}-actor`}>Person</label>
        <input
          id={`${id}-actor`}
          type="search"
          value={draft.actor}
          placeholder="Email or user id"
          autoComplete="off"
          onChange={(event) => set('actor', event.target.value)}
        />
      </div>
      <FilterChoice id={`${id}-kind`} label="Kind" options={KINDS} value={draft.kind} onChange={(next) => set('kind', next)} />
      <FilterChoice id={`${id}-action`} label="Action" options={ACTIONS} value={draft.action} onChange={(next) => set('action', next)} />
      <div className="admin-filters__field">
        <label htmlFor={`${id}-from`}>From</label>
        <input id={`${id}-from`} type="date" value={draft.from} onChange={(event) => set('from', event.target.value)} />
      </div>
      <div className="admin-filters__field">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to}
          aria-invalid={rangeError ? true : undefined}
          aria-describedby={rangeError ? `${id}-range` : undefined}
          onChange={(event) => set('to', event.target.value)}
        />
      </div>
      <Flex gap="2" align="end" className="admin-audit-filters__actions">
        <Button type="submit">Apply filters</Button>
        <Button
          type="button"
          variant="soft"
          color="gray"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Clear
        </Button>
      </Flex>
      {rangeError ? (
        <p id={`${id}-range`} role="alert" className="admin-audit-filters__error">
          {rangeError}
        </p>
      ) : null}
    </form>
  );
}
