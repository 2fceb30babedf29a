import { Button, Flex, IconButton, IslandTheme, Text } from '@livefully/web-kit/ui';
import { Dialog } from '@livefully/web-kit/ui/widgets';
import { X } from 'lucide-react';
import { useId } from 'react';
import { CONFIRM_NOTE } from '../../../components/email-input/confirm-note';
import { EmailInput } from '../../../components/email-input/email-input';
import { useNotifyMeForm } from '../hooks/use-notify-me-form';
import type { NotifyApp } from './notify-me';

type NotifyMeDialogProps = {
  app: NotifyApp;
  onClose: () => void;
  /** Where the focus goes back when it closes: the Notify Me button (there is no Radix trigger). */
  returnFocus: () => void;
};

/**
 * A modal (focus kept inside and given back, Escape closes) that asks for an address; mounted
 * open, unmounted to close. Its portal is outside the island's root: `IslandTheme` gives it the
 * site's Theme. Rendered in the browser only, so its `useId`s need not match a server's.
 */
export default function NotifyMeDialog({ app, onClose, returnFocus }: NotifyMeDialogProps) {
  const { email, setEmail, submit, pending } = useNotifyMeForm(app, onClose);
  const id = useId();
  return (
    <IslandTheme>
      <Dialog.Root open onOpenChange={(open) => !open && !pending && onClose()}>
        <Dialog.Content
          maxWidth="28rem"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <Dialog.Title mr="6">Get notified about {app.title}</Dialog.Title>
          <Dialog.Description size="2" color="gray" mb="4">
            {app.title} is coming soon. Leave your email and we&apos;ll let you know as soon as it becomes available.
          </Dialog.Description>
          <form onSubmit={submit}>
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={`${id}-email`} size="2" weight="medium">
                Email address
              </Text>
              <EmailInput id={`${id}-email`} value={email} onChange={setEmail} describedBy={`${id}-note`} />
              <Text as="p" size="1" color="gray" mb="0" id={`${id}-note`}>
                {CONFIRM_NOTE}
              </Text>
            </Flex>
            <Flex gap="3" justify="end" wrap="wrap" mt="5">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray" disabled={pending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={pending}>
                {pending ? 'Subscribing...' : 'Notify Me'}
              </Button>
            </Flex>
          </form>
          {/* Last in the focus order (after the form), drawn in the corner. */}
          <Dialog.Close>
            <IconButton type="button" variant="ghost" color="gray" className="notify-dialog__close" aria-label="Close" disabled={pending}>
              <X aria-hidden="true" focusable="false" size={20} />
            </IconButton>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Root>
    </IslandTheme>
  );
}
