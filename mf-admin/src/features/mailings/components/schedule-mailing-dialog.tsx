import { Button, Flex, Text, TextField } from '@livefully/web-kit/ui';
import { Dialog } from '@livefully/web-kit/ui/widgets';
import { useId, useState, type FormEvent } from 'react';
import { fromLocalInput, toLocalInput } from '../../../lib/local-date-time';

type ScheduleMailingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subject: string;
  /** The time it is scheduled for now, to move it from; null for a draft. */
  current: string | null;
  busy: boolean;
  /** The chosen moment, ISO 8601 with the browser's offset; answers the server's message for the field, if it refused. */
  onSchedule: (sendAt: string) => Promise<string | null>;
};

export const FUTURE_ONLY = 'Send time must be in the future';

/**
 * Asks when a mailing goes out: a native date and time picker in the browser's zone. A moment
 * already past is refused here; the server checks it again with its own clock, and its message
 * (past, or more than a year ahead) is shown on the field.
 */
export function ScheduleMailingDialog({ open, onOpenChange, subject, current, busy, onSchedule }: ScheduleMailingDialogProps) {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(current ? toLocalInput(current) : '');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const at = fromLocalInput(value);
    if (!at || Date.parse(at) <= Date.now()) return setError(FUTURE_ONLY);
    setError(await onSchedule(at));
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Content maxWidth="30rem">
        <Dialog.Title>
          {current ? 'Change the time of' : 'Schedule'} “{subject}”
        </Dialog.Title>
        <Dialog.Description size="2" color="gray">
          It goes to the list&apos;s confirmed subscribers at that moment. Until then you can change it, move it or cancel the schedule.
        </Dialog.Description>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Flex direction="column" gap="1" mt="4">
            <Text as="label" htmlFor={inputId} size="2" weight="bold">
              Send at
            </Text>
            <TextField.Root
              id={inputId}
              type="datetime-local"
              required
              min={toLocalInput(new Date().toISOString())}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error ? (
              <Text id={errorId} size="2" color="red" role="alert">
                {error}
              </Text>
            ) : null}
          </Flex>
          <Flex wrap="wrap" justify="end" gap="3" mt="5">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" disabled={busy}>
              {busy ? 'Scheduling...' : current ? 'Move' : 'Schedule'}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
