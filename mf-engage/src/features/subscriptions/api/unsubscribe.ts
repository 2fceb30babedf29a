import type { SubscriptionChange } from '@livefully/contracts';
import { subscriptionRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { useAction } from '../../../utils/use-action';

/** The unsubscribe link's one POST (idempotent on the server: a second one answers the same). */
export function unsubscribe(token: string): Promise<SubscriptionChange> {
  return callApi(subscriptionRoutes.unsubscribe, { body: { token } });
}

export function useUnsubscribe() {
  return useAction(unsubscribe);
}
