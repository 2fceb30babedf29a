import { Button, Flex, Text, TextField } from '@livefully/web-kit/ui';
import { Dialog } from '@livefully/web-kit/ui/widgets';
import { useId, useState } from 'react';

/**
 * Asks for a link's address (Ctrl/Cmd+K or the toolbar): a small dialog, so a screen reader and a
 * keyboard get a labelled field, where window.prompt would give neither a look nor a way back.
 */
export function LinkDialog({
  initial,
  onApply,
  onClose,
}: {
  initial: string;
  onApply: (href: string | null) => void;
  onClose: () => void;
}) {
  const [href, setHref] = useState(initial);
  const id = useId();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content maxWidth="28rem" aria-describedby={undefined}>
        <Dialog.Title>Link</Dialog.Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onApply(href.trim() || null);
          }}
        >
          <Flex direction="column" gap="3">
            <Text as="label" size="2" weight="bold" htmlFor={id}>
              Address
            </Text>
            <TextField.Root
              id={id}
              type="url"
              value={href}
              placeholder="https://…"
              onChange={(event) => setHref(event.target.value)}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens to take this one value
              autoFocus
            />
            <Flex gap="2" justify="end">
              {initial ? (
                <Button type="button" variant="soft" color="red" onClick={() => onApply(null)}>
                  Remove link
                </Button>
              ) : null}
              <Button type="button" variant="soft" color="gray" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">Apply</Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
