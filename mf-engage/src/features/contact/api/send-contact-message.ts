import type { ContactMessage, ContactReceipt } from '@livefully/contracts';
import { apiRequest } from '@livefully/web-kit';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

export function sendContactMessage(message: ContactMessage): Promise<ContactReceipt> {
  return apiRequest<ContactReceipt>('POST', '/api/contact', message);
}

type Options = Omit<UseMutationOptions<ContactReceipt, Error, ContactMessage>, 'mutationFn'>;

/** Never retried: a message the server did store must not be sent twice. */
export function useSendContactMessage(options: Options = {}) {
  return useMutation({ ...options, mutationFn: sendContactMessage, retry: false });
}
