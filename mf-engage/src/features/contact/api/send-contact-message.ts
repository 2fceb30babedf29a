import type { ContactMessage } from '@livefully/contracts';
import { engageRoutes } from '@livefully/contracts/routes';
import { callApi, useIdempotencyKeys } from '@livefully/web-kit';
import { useAction } from '../../../utils/use-action';

export function sendContactMessage(message: ContactMessage, idempotencyKey?: string) {
  return callApi(engageRoutes.contact, { body: message }, { idempotencyKey });
}

/**
 * Never retried by itself: the visitor sends again, under the same Idempotency-Key, so a
 * message the server did store is not stored twice.
 */
export function useSendContactMessage() {
  const keys = useIdempotencyKeys();
  return useAction((message: ContactMessage) => keys.submit(message, (idempotencyKey) => sendContactMessage(message, idempotencyKey)));
}
