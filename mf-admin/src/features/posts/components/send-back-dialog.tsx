import { REVIEW_NOTE_MAX, SendBackBodySchema } from '@livefully/contracts';
import { Button, Flex, Text, TextArea } from '@livefully/web-kit/ui';
import { Dialog } from '@livefully/web-kit/ui/widgets';
import { useId, useState, type FormEvent } from 'react';

type SendBackDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The post's title, as the editor holds it. */
  title: string;
  /** The note, checked by the server's own rule (required, bounded). */
  onSendBack: (note: string) => void;
};

/** Asks the editor why a post goes back to its writer: the note is required, and the writer reads it in the editor and by e-mail. */
export function SendBackDialog({ open, onOpenChange, title, onSendBack }: SendBackDialogProps) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The dialog is rendered inside the editor's form in the tree: its submit is not the editor's.
    event.stopPropagation();
    const parsed = SendBackBodySchema.shape.note.safeParse(note);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Write a note');
    setError(null);
    onSendBack(parsed.data);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="34rem">
        <Dialog.Title>Send “{title}” back</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          It goes back to its writer as a draft. They see your note at the top of the editor and get it by e-mail.
        </Dialog.Description>
        <form noValidate onSubmit={submit}>
          <Flex direction="column" gap="1" mt="4">
            <Text as="label" htmlFor={inputId} size="2" weight="bold">
              Note for the writer
            </Text>
            <TextArea
              id={inputId}
              rows={5}
              required
              maxLength={REVIEW_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            />
            <Text id={hintId} size="1" color="gray">
              What should change before it can be published. At most {REVIEW_NOTE_MAX} characters.
            </Text>
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
            <Button type="submit">Send back</Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
