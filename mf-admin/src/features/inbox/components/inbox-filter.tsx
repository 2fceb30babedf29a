import { CONTACT_MESSAGE_FILTERS, type ContactMessageFilter } from '@livefully/contracts';

const LABELS: Record<ContactMessageFilter, string> = { all: 'All', open: 'Open', handled: 'Handled' };

/** Radio buttons drawn as a segmented control: one choice, arrow keys move between them. */
export function InboxFilter({ value, onChange }: { value: ContactMessageFilter; onChange: (next: ContactMessageFilter) => void }) {
  return (
    <fieldset className="admin-segmented">
      <legend className="visually-hidden">Show messages</legend>
      {CONTACT_MESSAGE_FILTERS.map((filter) => (
        <label key={filter} className={`admin-segmented__option ${value === filter ? 'admin-segmented__option--on' : ''}`}>
          <input type="radio" name="inbox-filter" value={filter} checked={value === filter} onChange={() => onChange(filter)} />
          {LABELS[filter]}
        </label>
      ))}
    </fieldset>
  );
}
