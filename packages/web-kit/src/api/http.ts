import type { IDEMPOTENCY_KEY_HEADER } from '@livefully/contracts';
import { ApiError } from './api-error';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type SendOptions = {
  token?: string | null | undefined;
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Makes a retry of this call harmless; see useIdempotencyKeys. */
  idempotencyKey?: string | undefined;
};

// Typed after the contracts' constant, so the two cannot drift; importing its value would load
// the contracts (and zod) with the shell.
const IDEMPOTENCY_HEADER: typeof IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Headers every call sends: none in a browser; the server renderer's credential on the server. */
let serverHeaders: Readonly<Record<string, string>> = {};

export function setServerHeaders(headers: Readonly<Record<string, string>>): void {
  serverHeaders = headers;
}

/**
 * Every call to our own server sends cookies and, when given, the bearer ID token (docs/requirements.md#r-api-reader).
 * The site's own pages always ask the server (`no-cache`: a conditional request, a 304 when
 * nothing changed), so the `stale-while-revalidate` that public reads carry for shared caches
 * never shows a reader the answer from before an edit.
 */
export function send(method: Method, url: string, { token, body, signal, idempotencyKey }: SendOptions = {}): Promise<Response> {
  const headers = new Headers({ ...serverHeaders, Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (idempotencyKey) headers.set(IDEMPOTENCY_HEADER, idempotencyKey);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(url, {
    method,
    headers,
    credentials: 'include',
    cache: 'no-cache',
    body: body === undefined ? null : JSON.stringify(body),
    signal: signal ?? null,
  });
}

function codeOf(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`, codeOf(text));
}

/** An empty body (204, or a POST that answers nothing) reads as null rather than a parse error. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}
