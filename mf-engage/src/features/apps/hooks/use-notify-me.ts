import type { App } from '@livefully/contracts';
import { useToast } from '@livefully/web-kit';
import { useSearchParams } from '@livefully/web-kit/router';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../utils/error-message';
import { useSubscribeApp } from '../api/subscribe-app';

/** `/apps?notify=<app id>`: where a Notify Me button pressed before the page is alive goes (a plain form). */
export const NOTIFY_PARAMETER = 'notify';

/**
 * SPEC §4 notify-me dialog: closed; open with an empty field; submitting (nothing closes it
 * meanwhile); on success closed and cleared. A failure keeps it open for another try. The page
 * at `/apps?notify=<app id>` opens with that app's dialog, and closing it drops the parameter.
 */
export function useNotifyMe(app: App) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get(NOTIFY_PARAMETER) === app.id;
  const [open, setOpenState] = useState(asked);
  const [email, setEmail] = useState('');
  const { toast } = useToast();
  const subscribe = useSubscribeApp();

  const close = () => {
    setOpenState(false);
    if (!asked) return;
    setSearchParams(
      (params) => {
        params.delete(NOTIFY_PARAMETER);
        return params;
      },
      { replace: true },
    );
  };

  const setOpen = (next: boolean) => {
    if (!next && subscribe.isPending) return;
    if (!next) return close();
    setEmail('');
    setOpenState(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || subscribe.isPending) return;
    subscribe.mutate(
      { appName: app.id, appTitle: app.title, email: trimmed },
      {
        onSuccess: () => {
          close();
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
