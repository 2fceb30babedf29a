import type { Method, SendOptions } from './http';
import { requestData } from './request-data';

export type RequestOptions = Pick<SendOptions, 'token' | 'signal' | 'idempotencyKey'>;

/** A call with an optional JSON body; the answer is read like apiGet's, a 401 always raises. */
export async function apiRequest<T = unknown>(
  method: Method,
  url: string,
  body?: unknown,
  { token, signal, idempotencyKey }: RequestOptions = {},
): Promise<T> {
  return (await requestData<T>(method, url, { token, body, signal, idempotencyKey })) as T;
}
