import { Button, Flex, Text, TextField } from '@livefully/web-kit/ui';
import { Dialog } from '@livefully/web-kit/ui/widgets';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { fromLocalInput, toLocalInput } from '../../lib/local-date-time';

type MomentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The date and time field's label ("Publish at", "Send at"). */
  label: string;
  /** The moment set now, to move it from; null when none is. */
  current: string | null;
  /** The submit button's words. */
  submit: string;
  /** While the choice is being saved: the dialog stays open and its buttons wait. */
  busy?: boolean;
  /** Said on the field when the moment chosen is not still to come. */
  futureOnly: string;
  /**
   * The chosen moment, ISO 8601 with the browser's offset. May answer a message for the field
   * (the server's, which checks again with its own clock).
   */
  onChoose: (at: string) => Promise<string | null> | void;
};

/**
 * Asks for a moment still to come (a post's publish time, a mailing's send time): a native date
 * and time picker in the browser's zone, a past moment refused on the field before anyone is asked.
 */
export function MomentDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  current,
  submit,
  busy = false,
  futureOnly,
  onChoose,
}: MomentDialogProps) {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(current ? toLocalInput(current) : '');
  const [error, setError] = useState<string | null>(null);

  async function choose(event: FormEvent) {
    event.preventDefault();
    // The dialog is rendered inside an editor's form in the tree: its submit is not the editor's.
    event.stopPropagation();
    const at = fromLocalInput(value);
    if (!at || Date.parse(at) <= Date.now()) return setError(futureOnly);
    setError(null);
    setError((await onChoose(at)) ?? null);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Content maxWidth="30rem">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {description}
        </Dialog.Description>
        <form noValidate onSubmit={(event) => void choose(event)}>
          <Flex direction="column" gap="1" mt="4">
            <Text as="label" htmlFor={inputId} size="2" weight="bold">
              {label}
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
              {busy ? 'Scheduling...' : submit}
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
