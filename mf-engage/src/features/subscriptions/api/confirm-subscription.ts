import type { SubscriptionChange } from '@livefully/contracts';
import { subscriptionRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { useAction } from '../../../utils/use-action';

/** The confirmation link's one POST: the browser sends it, never a GET the server renders. */
export function confirmSubscription(token: string): Promise<SubscriptionChange> {
  return callApi(subscriptionRoutes.confirmSubscription, { body: { token } });
}

export function useConfirmSubscription() {
  return useAction(confirmSubscription);
}
