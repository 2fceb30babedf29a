import { useToast } from '@livefully/web-kit';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../utils/error-message';
import { useSubscribeEmail } from '../api/subscribe-email';

/** docs/requirements.md#r-newsletter: idle, submitting, cleared on success; a blank address does nothing. */
export function useNewsletterSignup() {
  const [email, setEmail] = useState('');
  const { toast } = useToast();
  const subscribe = useSubscribeEmail();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || subscribe.isPending) return;
    subscribe.mutate(
      { email: trimmed },
      {
        onSuccess: () => {
          setEmail('');
          toast({ title: 'Thank you for subscribing!', description: "You'll receive our regular insights and tips for living fully." });
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
