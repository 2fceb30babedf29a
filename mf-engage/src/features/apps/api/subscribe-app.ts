import type { AppSubscription } from '@livefully/contracts';
import { engageRoutes } from '@livefully/contracts/routes';
import { callApi, useIdempotencyKeys } from '@livefully/web-kit';
import { useAction } from '../../../utils/use-action';

export function subscribeApp(subscription: AppSubscription, idempotencyKey?: string) {
  return callApi(engageRoutes.subscribeApp, { body: subscription }, { idempotencyKey });
}

/** A retry by the visitor goes under the same Idempotency-Key. */
export function useSubscribeApp() {
  const keys = useIdempotencyKeys();
  return useAction((subscription: AppSubscription) =>
    keys.submit(subscription, (idempotencyKey) => subscribeApp(subscription, idempotencyKey)),
  );
}
