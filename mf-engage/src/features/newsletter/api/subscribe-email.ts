import type { EmailSubscription, EmailSubscriptionReceipt } from '@livefully/contracts';
import { apiRequest } from '@livefully/web-kit';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

export function subscribeEmail(subscription: EmailSubscription): Promise<EmailSubscriptionReceipt> {
  return apiRequest<EmailSubscriptionReceipt>('POST', '/api/email-subscriptions', subscription);
}

type Options = Omit<UseMutationOptions<EmailSubscriptionReceipt, Error, EmailSubscription>, 'mutationFn'>;

export function useSubscribeEmail(options: Options = {}) {
  return useMutation({ ...options, mutationFn: subscribeEmail, retry: false });
}
