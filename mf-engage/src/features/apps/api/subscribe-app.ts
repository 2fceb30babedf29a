import type { AppSubscription, ResponseOf } from '@livefully/contracts';
import { engageRoutes, type OperationOf } from '@livefully/contracts/routes';
import { callApi, useIdempotencyKeys } from '@livefully/web-kit';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

export function subscribeApp(subscription: AppSubscription, idempotencyKey?: string) {
  return callApi(engageRoutes.subscribeApp, { body: subscription }, { idempotencyKey });
}

type Options = Omit<UseMutationOptions<ResponseOf<OperationOf<typeof engageRoutes.subscribeApp>>, Error, AppSubscription>, 'mutationFn'>;

/** A retry by the visitor goes under the same Idempotency-Key. */
export function useSubscribeApp(options: Options = {}) {
  const keys = useIdempotencyKeys();
  return useMutation({
    ...options,
    mutationFn: (subscription) => keys.submit(subscription, (idempotencyKey) => subscribeApp(subscription, idempotencyKey)),
    retry: false,
  });
}
