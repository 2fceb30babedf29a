import type { App } from '@livefully/contracts';
import { usePageAlive } from '@livefully/web-kit';
import { Button, Flex, IconButton, Text } from '@livefully/web-kit/ui';
import { Dialog } from '@livefully/web-kit/ui/widgets';
import { CONFIRM_NOTE } from '../../../components/email-input/confirm-note';
import { EmailInput } from '../../../components/email-input/email-input';
import { Bell, X } from 'lucide-react';
import { useId } from 'react';
import { NOTIFY_PARAMETER, useNotifyMe } from '../hooks/use-notify-me';

/**
 * A modal (focus kept inside and given back, Escape closes) that asks for an address. Its button
 * submits a plain form to `/apps?notify=<app id>` when pressed before the page is alive (the
 * server renders that page with the dialog open); once alive, it opens the dialog in place.
 */
export function NotifyMeDialog({ app }: { app: App }) {
  const { open, setOpen, email, setEmail, submit, pending } = useNotifyMe(app);
  const alive = usePageAlive();
  const id = useId();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <form method="get" action="/apps" onSubmit={(event) => event.preventDefault()}>
        <input type="hidden" name={NOTIFY_PARAMETER} value={app.id} />
        <Dialog.Trigger>
          {/* The visible words first, then which app: three "Notify Me" buttons must not sound alike. */}
          <Button type="submit" aria-label={`Notify Me about ${app.title}`}>
            <Bell aria-hidden="true" focusable="false" size={18} />
            Notify Me
          </Button>
        </Dialog.Trigger>
      </form>
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
            <Button type="submit" disabled={pending || !alive}>
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
