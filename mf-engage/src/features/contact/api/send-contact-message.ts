import type { ContactMessage, ResponseOf } from '@livefully/contracts';
import { engageRoutes, type OperationOf } from '@livefully/contracts/routes';
import { callApi, useIdempotencyKeys } from '@livefully/web-kit';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

export function sendContactMessage(message: ContactMessage, idempotencyKey?: string) {
  return callApi(engageRoutes.contact, { body: message }, { idempotencyKey });
}

type Options = Omit<UseMutationOptions<ResponseOf<OperationOf<typeof engageRoutes.contact>>, Error, ContactMessage>, 'mutationFn'>;

/**
 * Never retried by itself: the visitor sends again, under the same Idempotency-Key, so a
 * message the server did store is not stored twice.
 */
export function useSendContactMessage(options: Options = {}) {
  const keys = useIdempotencyKeys();
  return useMutation({
    ...options,
    mutationFn: (message) => keys.submit(message, (idempotencyKey) => sendContactMessage(message, idempotencyKey)),
    retry: false,
  });
}
