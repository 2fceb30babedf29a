import { useToast } from '@livefully/web-kit';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../utils/error-message';
import { useSubscribeApp } from '../api/subscribe-app';
import type { NotifyApp } from '../components/notify-me';

/**
 * docs/requirements.md#r-notify-me: open with an empty field (each opening mounts it anew); submitting
 * (nothing closes it meanwhile); on success closed. A failure keeps it open for another try.
 */
export function useNotifyMeForm(app: NotifyApp, onDone: () => void) {
  const [email, setEmail] = useState('');
  const { toast } = useToast();
  const subscribe = useSubscribeApp();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || subscribe.isPending) return;
    subscribe.mutate(
      { appName: app.id, appTitle: app.title, email: trimmed },
      {
        onSuccess: () => {
          onDone();
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
  return { email, setEmail, submit, pending: subscribe.isPending };
}
