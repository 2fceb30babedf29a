import type { ContactMessage, ContactReceipt } from '@livefully/contracts';
import { apiRequest, useIdempotencyKeys } from '@livefully/web-kit';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

export function sendContactMessage(message: ContactMessage, idempotencyKey?: string): Promise<ContactReceipt> {
  return apiRequest<ContactReceipt>('POST', '/api/contact', message, { idempotencyKey });
}

type Options = Omit<UseMutationOptions<ContactReceipt, Error, ContactMessage>, 'mutationFn'>;

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
