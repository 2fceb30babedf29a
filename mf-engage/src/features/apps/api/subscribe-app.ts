import type { AppSubscription, AppSubscriptionReceipt } from '@livefully/contracts';
import { apiRequest } from '@livefully/web-kit';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

export function subscribeApp(subscription: AppSubscription): Promise<AppSubscriptionReceipt> {
  return apiRequest<AppSubscriptionReceipt>('POST', '/api/app-subscriptions', subscription);
}

type Options = Omit<UseMutationOptions<AppSubscriptionReceipt, Error, AppSubscription>, 'mutationFn'>;

export function useSubscribeApp(options: Options = {}) {
  return useMutation({ ...options, mutationFn: subscribeApp, retry: false });
}
