import { readJson, send, toApiError, type Method, type SendOptions } from './http';
import { unwrapEnvelope } from './unwrap-envelope';

export type DataOptions = SendOptions & {
  /** docs/requirements.md#r-api-reader: a 401 raises by default; 'returnNull' turns it into `null`. */
  on401?: 'throw' | 'returnNull';
};

/** One call to our API: sends it, raises an ApiError on a non-OK status, and answers the envelope's data. */
export async function requestData<T>(method: Method, url: string, { on401 = 'throw', ...options }: DataOptions = {}): Promise<T | null> {
  const response = await send(method, url, options);
  if (response.status === 401 && on401 === 'returnNull') return null;
  if (!response.ok) throw await toApiError(response);
  return unwrapEnvelope<T>(await readJson(response));
}
