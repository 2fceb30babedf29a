import type { App } from '@livefully/contracts';
import { useToast } from '@livefully/web-kit';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../utils/error-message';
import { useSubscribeApp } from '../api/subscribe-app';

/**
 * SPEC §4 notify-me dialog: closed; open with an empty field; submitting (nothing closes it
 * meanwhile); on success closed and cleared. A failure keeps it open for another try.
 */
export function useNotifyMe(app: App) {
  const [open, setOpenState] = useState(false);
  const [email, setEmail] = useState('');
  const { toast } = useToast();
  const subscribe = useSubscribeApp();

  const setOpen = (next: boolean) => {
    if (!next && subscribe.isPending) return;
    if (next) setEmail('');
    setOpenState(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || subscribe.isPending) return;
    subscribe.mutate(
      { appName: app.id, appTitle: app.title, email: trimmed },
      {
        onSuccess: () => {
          setOpenState(false);
          setEmail('');
          toast({ title: 'Subscribed successfully!', description: `You'll be notified when ${app.title} becomes available.` });
        },
        onError: (error) =>
          toast({
            title: 'Subscription Failed',
            description: errorMessage(error, 'Failed to subscribe. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return { open, setOpen, email, setEmail, submit, pending: subscribe.isPending };
}
