import { readJson, send, toApiError, type Method, type SendOptions } from './http';
import { unwrapEnvelope } from './unwrap-envelope';

export type RequestOptions = Pick<SendOptions, 'token' | 'signal' | 'idempotencyKey'>;

/** A call with an optional JSON body; the answer is read like apiGet's, a 401 always raises. */
export async function apiRequest<T = unknown>(
  method: Method,
  url: string,
  body?: unknown,
  { token, signal, idempotencyKey }: RequestOptions = {},
): Promise<T> {
  const response = await send(method, url, { token, body, signal, idempotencyKey });
  if (!response.ok) throw await toApiError(response);
  return unwrapEnvelope<T>(await readJson(response));
}
