import { Button, Flex, Text, TextField } from '@livefully/web-kit/ui';
import { Dialog } from '@livefully/web-kit/ui/widgets';
import { useId, useState, type FormEvent } from 'react';
import { fromLocalInput, toLocalInput } from '../../../lib/local-date-time';

type ScheduleDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The post's title, as the editor holds it. */
  title: string;
  /** The date it is scheduled for now, to reschedule from; null for a draft. */
  current: string | null;
  /** The chosen moment, ISO 8601 with the browser's offset. */
  onSchedule: (at: string) => void;
};

export const FUTURE_ONLY = 'Choose a time in the future';

/** Asks when a post goes live: a native date and time picker, refused unless the moment is still to come. */
export function ScheduleDialog({ open, onOpenChange, title, current, onSchedule }: ScheduleDialogProps) {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(current ? toLocalInput(current) : '');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The dialog is rendered inside the editor's form in the tree: its submit is not the editor's.
    event.stopPropagation();
    const at = fromLocalInput(value);
    if (!at || Date.parse(at) <= Date.now()) return setError(FUTURE_ONLY);
    setError(null);
    onSchedule(at);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="30rem">
        <Dialog.Title>
          {current ? 'Reschedule' : 'Schedule'} “{title}”
        </Dialog.Title>
        <Dialog.Description size="2" color="gray">
          Readers will see it from the moment you choose; until then it stays hidden.
        </Dialog.Description>
        <form noValidate onSubmit={submit}>
          <Flex direction="column" gap="1" mt="4">
            <Text as="label" htmlFor={inputId} size="2" weight="bold">
              Publish at
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
              <Button type="button" variant="soft" color="gray">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit">{current ? 'Reschedule' : 'Schedule'}</Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
