import type { EmailSubscription } from '@livefully/contracts';
import { engageRoutes } from '@livefully/contracts/routes';
import { callApi, useIdempotencyKeys } from '@livefully/web-kit';
import { useAction } from '../../../utils/use-action';

export function subscribeEmail(subscription: EmailSubscription, idempotencyKey?: string) {
  return callApi(engageRoutes.subscribeEmail, { body: subscription }, { idempotencyKey });
}

/** A retry by the visitor goes under the same Idempotency-Key. */
export function useSubscribeEmail() {
  const keys = useIdempotencyKeys();
  return useAction((subscription: EmailSubscription) =>
    keys.submit(subscription, (idempotencyKey) => subscribeEmail(subscription, idempotencyKey)),
  );
}
