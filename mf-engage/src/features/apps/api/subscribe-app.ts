import type { AppSubscription, AppSubscriptionReceipt } from '@livefully/contracts';
import { apiRequest, useIdempotencyKeys } from '@livefully/web-kit';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

export function subscribeApp(subscription: AppSubscription, idempotencyKey?: string): Promise<AppSubscriptionReceipt> {
  return apiRequest<AppSubscriptionReceipt>('POST', '/api/app-subscriptions', subscription, { idempotencyKey });
}

type Options = Omit<UseMutationOptions<AppSubscriptionReceipt, Error, AppSubscription>, 'mutationFn'>;

/** A retry by the visitor goes under the same Idempotency-Key. */
export function useSubscribeApp(options: Options = {}) {
  const keys = useIdempotencyKeys();
  return useMutation({
    ...options,
    mutationFn: (subscription) => keys.submit(subscription, (idempotencyKey) => subscribeApp(subscription, idempotencyKey)),
    retry: false,
  });
}
