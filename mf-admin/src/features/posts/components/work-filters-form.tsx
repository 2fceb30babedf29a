import { Button, Flex } from '@livefully/web-kit/ui';
import { useId, useState, type FormEvent } from 'react';
import { NO_WORK_FILTERS, type WorkFilters } from '../api/work-list-queries';
import './work-lists.css';
import { FilterChoice } from '../../../components/form/filter-choice';

const STATUSES = [
  ['', 'Any status'],
  ['draft', 'Draft'],
  ['review', 'Waiting for review'],
  ['scheduled', 'Scheduled'],
  ['published', 'Published'],
] as const;
// Only posts have statuses; guides and topics are live once saved, so they are among the published.
const KINDS = [
  ['', 'Any kind'],
  ['post', 'Posts'],
  ['guide', 'Guides'],
  ['topic', 'Topics'],
] as const;

/** The dashboard lists' search and filters, applied to every list together when the form is sent. */
export function WorkFiltersForm({ value, onApply }: { value: WorkFilters; onApply: (next: WorkFilters) => void }) {
  const [draft, setDraft] = useState(value);
  const id = useId();
  const set = <K extends keyof WorkFilters>(key: K, next: WorkFilters[K]) => setDraft((current) => ({ ...current, [key]: next }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft, q: draft.q.trim(), author: draft.author.trim() });
  }

  return (
    <form className="admin-filters" onSubmit={submit} aria-label="Search and filter the lists" noValidate>
      <div className="admin-filters__field">
        <label htmlFor={`${id}-q`}>Title</label>
        <input
          id={`${id}-q`}
          type="search"
          maxLength={100}
          value={draft.q}
          autoComplete="off"
          onChange={(event) => set('q', event.target.value)}
        />
      </div>
      <div className="admin-filters__field">
        <label htmlFor={`${id}-author`}>Author</label>
        <input
          id={`${id}-author`}
          type="search"
          maxLength={320}
          value={draft.author}
          placeholder="Email"
          autoComplete="off"
          onChange={(event) => set('author', event.target.value)}
        />
      </div>
      <FilterChoice id={`${id}-status`} label="Status" options={STATUSES} value={draft.status} onChange={(next) => set('status', next)} />
      <FilterChoice id={`${id}-kind`} label="Kind" options={KINDS} value={draft.kind} onChange={(next) => set('kind', next)} />
      <Flex gap="2" align="end">
        <Button type="submit">Apply</Button>
        <Button
          type="button"
          variant="soft"
          color="gray"
          onClick={() => {
            setDraft(NO_WORK_FILTERS);
            onApply(NO_WORK_FILTERS);
          }}
        >
          Clear
        </Button>
      </Flex>
    </form>
  );
}
