import type { App } from '@livefully/contracts';
import { Button, Flex, IconButton, Text } from '@livefully/web-kit/ui';
import { Dialog } from '@livefully/web-kit/ui/widgets';
import { CONFIRM_NOTE } from '../../../components/email-input/confirm-note';
import { EmailInput } from '../../../components/email-input/email-input';
import { Bell, X } from 'lucide-react';
import { useId } from 'react';
import { useNotifyMe } from '../hooks/use-notify-me';

/** A modal (focus kept inside and given back, Escape closes) that asks for an address. */
export function NotifyMeDialog({ app }: { app: App }) {
  const { open, setOpen, email, setEmail, submit, pending } = useNotifyMe(app);
  const id = useId();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        {/* The visible words first, then which app: three "Notify Me" buttons must not sound alike. */}
        <Button type="button" aria-label={`Notify Me about ${app.title}`}>
          <Bell aria-hidden="true" focusable="false" size={18} />
          Notify Me
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="28rem">
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
  );
}
