import type { HttpMethod, HttpRoute } from './operation.js';

type RouteExtras = Partial<Omit<HttpRoute, 'method' | 'path'>>;

/** A public read: anyone, the shared `reads` budget, cacheable. */
export function publicRead<const R extends RouteExtras = object>(path: string, extras?: R) {
  const base = { method: 'GET', path, status: 200, access: 'public', cache: 'public', rateLimit: { rule: 'reads' } } as const;
  return { ...base, ...extras } as typeof base & R;
}

/** An admin route: behind AdminGuard, never cached, not rate limited (admins are few and known). */
export function adminRoute<const M extends HttpMethod, const R extends RouteExtras = object>(method: M, path: string, extras?: R) {
  const base = { method, path, status: method === 'POST' ? 201 : 200, access: 'admin', cache: 'no-store' } as const;
  return { ...base, ...extras } as { method: M; path: string; status: 200 | 201 | 202; access: 'admin'; cache: 'no-store' } & R;
}
