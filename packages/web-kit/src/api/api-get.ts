import { readJson, send, toApiError } from './http';
import { unwrapEnvelope } from './unwrap-envelope';

export type GetOptions = {
  token?: string | null | undefined;
  /** SPEC §7: a 401 raises by default; 'returnNull' turns it into `null`. */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal | undefined;
};

export async function apiGet<T>(url: string, options: GetOptions & { on401: 'returnNull' }): Promise<T | null>;
export async function apiGet<T>(url: string, options?: GetOptions): Promise<T>;
export async function apiGet<T>(url: string, { token, on401 = 'throw', signal }: GetOptions = {}): Promise<T | null> {
  const response = await send('GET', url, { token, signal });
  if (response.status === 401 && on401 === 'returnNull') return null;
  if (!response.ok) throw await toApiError(response);
  return unwrapEnvelope<T>(await readJson(response));
}
