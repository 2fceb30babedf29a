import { CONTACT_MESSAGE_FILTERS, type ContactMessageFilter } from '@livefully/contracts';
import { SegmentedControl } from '@livefully/web-kit/ui';

const LABELS: Record<ContactMessageFilter, string> = { all: 'All', open: 'Open', handled: 'Handled' };

/** One choice of three, as radios in a segmented control: arrow keys move between them. */
export function InboxFilter({ value, onChange }: { value: ContactMessageFilter; onChange: (next: ContactMessageFilter) => void }) {
  return (
    <SegmentedControl.Root value={value} onValueChange={(next) => onChange(next as ContactMessageFilter)} aria-label="Show messages">
      {CONTACT_MESSAGE_FILTERS.map((filter) => (
        <SegmentedControl.Item key={filter} value={filter}>
          {LABELS[filter]}
        </SegmentedControl.Item>
      ))}
    </SegmentedControl.Root>
  );
}
