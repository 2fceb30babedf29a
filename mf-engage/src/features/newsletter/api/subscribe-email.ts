import type { EmailSubscription, EmailSubscriptionReceipt } from '@livefully/contracts';
import { apiRequest, useIdempotencyKeys } from '@livefully/web-kit';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

export function subscribeEmail(subscription: EmailSubscription, idempotencyKey?: string): Promise<EmailSubscriptionReceipt> {
  return apiRequest<EmailSubscriptionReceipt>('POST', '/api/email-subscriptions', subscription, { idempotencyKey });
}

type Options = Omit<UseMutationOptions<EmailSubscriptionReceipt, Error, EmailSubscription>, 'mutationFn'>;

/** A retry by the visitor goes under the same Idempotency-Key. */
export function useSubscribeEmail(options: Options = {}) {
  const keys = useIdempotencyKeys();
  return useMutation({
    ...options,
    mutationFn: (subscription) => keys.submit(subscription, (idempotencyKey) => subscribeEmail(subscription, idempotencyKey)),
    retry: false,
  });
}
