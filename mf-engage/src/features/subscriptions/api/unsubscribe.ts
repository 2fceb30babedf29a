import type { SubscriptionChange } from '@livefully/contracts';
import { subscriptionRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { useMutation } from '@tanstack/react-query';

/** The unsubscribe link's one POST (idempotent on the server: a second one answers the same). */
export function unsubscribe(token: string): Promise<SubscriptionChange> {
  return callApi(subscriptionRoutes.unsubscribe, { body: { token } });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe, retry: false });
}
