import type { EmailSubscription, ResponseOf } from '@livefully/contracts';
import { engageRoutes, type OperationOf } from '@livefully/contracts/routes';
import { callApi, useIdempotencyKeys } from '@livefully/web-kit';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

export function subscribeEmail(subscription: EmailSubscription, idempotencyKey?: string) {
  return callApi(engageRoutes.subscribeEmail, { body: subscription }, { idempotencyKey });
}

type Options = Omit<
  UseMutationOptions<ResponseOf<OperationOf<typeof engageRoutes.subscribeEmail>>, Error, EmailSubscription>,
  'mutationFn'
>;

/** A retry by the visitor goes under the same Idempotency-Key. */
export function useSubscribeEmail(options: Options = {}) {
  const keys = useIdempotencyKeys();
  return useMutation({
    ...options,
    mutationFn: (subscription) => keys.submit(subscription, (idempotencyKey) => subscribeEmail(subscription, idempotencyKey)),
    retry: false,
  });
}
