import type { HttpOperation, RequestPart, ResponseOf } from '@livefully/contracts';
import type { Route } from '@livefully/contracts/routes';
import type { z } from 'zod';
import { setServerHeaders } from './http';
import { operationUrl } from './operation-url';
import { requestData, type DataOptions } from './request-data';

/** What a part of the route takes, by the names the route uses. */
type PartInput<P> = P extends { docs: z.ZodType } ? z.input<P['docs']> : P extends { schema: z.ZodType } ? z.input<P['schema']> : never;
type Part<H, K extends 'params' | 'query' | 'body', Required extends boolean> = H extends { [key in K]: RequestPart }
  ? Required extends true
    ? { [key in K]: PartInput<H[K]> }
    : { [key in K]?: PartInput<H[K]> }
  : { [key in K]?: undefined };

/** The path parameters, query and body of an operation's route, typed from its schemas. */
export type CallInput<O extends HttpOperation> = Part<O['http'], 'params', true> &
  Part<O['http'], 'query', false> &
  Part<O['http'], 'body', true>;
export type CallOptions = Pick<DataOptions, 'token' | 'signal' | 'idempotencyKey' | 'on401'> & {
  /** Where the API is; `apiOrigin` (the page's own origin in a browser) when left out. */
  baseUrl?: string;
};

let apiOrigin = '';

/**
 * Where calls go when they name no `baseUrl`: '' (the page's own origin) in a browser; the
 * server renderer sets the API's absolute origin once, for every page it renders, and the
 * headers that mark its reads as the site's own (its credential).
 */
export function setApiOrigin(origin: string, headers: Readonly<Record<string, string>> = {}): void {
  apiOrigin = origin.replace(/\/$/, '');
  setServerHeaders(headers);
}

// The bundler writes the build's mode in place of `process.env.NODE_ENV`; the browser has no
// `process`, and the apps compile without Node's types, so it is declared here for this use only.
declare const process: { env: { NODE_ENV?: string } };

/**
 * Calls an operation through its route (`@livefully/contracts/routes`): the URL from its method
 * and path, the body as JSON, the answer's data typed by the operation's response schema. In
 * development builds (and tests) the answer is checked against that schema, so a change on
 * either side shows at once.
 */
export async function callApi<O extends HttpOperation>(
  route: Route<O>,
  input: CallInput<O>,
  options: CallOptions & { on401: 'returnNull' },
): Promise<ResponseOf<O> | null>;
export async function callApi<O extends HttpOperation>(
  route: Route<O>,
  input?: CallInput<O>,
  options?: CallOptions,
): Promise<ResponseOf<O>>;
export async function callApi<O extends HttpOperation>(
  route: Route<O>,
  input: CallInput<O> = {} as CallInput<O>,
  { baseUrl = apiOrigin, ...options }: CallOptions = {},
): Promise<ResponseOf<O> | null> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const url = baseUrl + operationUrl(route.path, params, query);
  const data = await requestData<unknown>(route.method, url, { ...options, body });
  if (data === null && options.on401 === 'returnNull') return null;
  // Written out rather than behind a function: the bundler drops the branch from production
  // builds, and with it the import of the schemas (the operation tables and zod).
  if (process.env.NODE_ENV !== 'production') {
    const { checkAnswer } = await import('./check-answer');
    checkAnswer(route, data);
  }
  return data as ResponseOf<O>;
}
