import { engageOperations, type EmailSubscription, type ResponseOf } from '@livefully/contracts';
import { callApi, useIdempotencyKeys } from '@livefully/web-kit';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

export function subscribeEmail(subscription: EmailSubscription, idempotencyKey?: string) {
  return callApi(engageOperations.subscribeEmail, { body: subscription }, { idempotencyKey });
}

type Options = Omit<UseMutationOptions<ResponseOf<typeof engageOperations.subscribeEmail>, Error, EmailSubscription>, 'mutationFn'>;

/** A retry by the visitor goes under the same Idempotency-Key. */
export function useSubscribeEmail(options: Options = {}) {
  const keys = useIdempotencyKeys();
  return useMutation({
    ...options,
    mutationFn: (subscription) => keys.submit(subscription, (idempotencyKey) => subscribeEmail(subscription, idempotencyKey)),
    retry: false,
  });
}
