import type { App } from '@livefully/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { Bell, X } from 'lucide-react';
import { useId } from 'react';
import { useNotifyMe } from '../hooks/use-notify-me';

/** A modal (focus kept inside and given back, Escape closes) that asks for an address. */
export function NotifyMeDialog({ app }: { app: App }) {
  const { open, setOpen, email, setEmail, submit, pending } = useNotifyMe(app);
  const id = useId();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        {/* The visible words first, then which app: three "Notify Me" buttons must not sound alike. */}
        <button type="button" className="button button--primary app-card__notify" aria-label={`Notify Me about ${app.title}`}>
          <Bell aria-hidden="true" focusable="false" size={18} />
          Notify Me
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="notify-dialog__overlay" />
        <Dialog.Content className="notify-dialog">
          <Dialog.Title className="notify-dialog__title">Get notified about {app.title}</Dialog.Title>
          <Dialog.Description className="notify-dialog__text">
            {app.title} is coming soon. Leave your email and we&apos;ll let you know as soon as it becomes available.
          </Dialog.Description>
          <form className="notify-dialog__form" onSubmit={submit}>
            <label className="notify-dialog__label" htmlFor={`${id}-email`}>
              Email address
            </label>
            <input
              id={`${id}-email`}
              className="input"
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder="Enter your email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <div className="notify-dialog__actions">
              <Dialog.Close asChild>
                <button type="button" className="button button--outline" disabled={pending}>
                  Cancel
                </button>
              </Dialog.Close>
              <button type="submit" className="button button--primary" disabled={pending}>
                {pending ? 'Subscribing...' : 'Notify Me'}
              </button>
            </div>
          </form>
          <Dialog.Close asChild>
            <button type="button" className="notify-dialog__close" aria-label="Close" disabled={pending}>
              <X aria-hidden="true" focusable="false" size={20} />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
