import type { StaffRule } from '../staff-roles.js';
import type { HttpMethod, HttpRoute } from './operation.js';

type RouteExtras = Partial<Omit<HttpRoute, 'method' | 'path'>>;

/** A public read: anyone, the shared `reads` budget, cacheable. */
export function publicRead<const R extends RouteExtras = object>(path: string, extras?: R) {
  const base = { method: 'GET', path, status: 200, access: 'public', cache: 'public', rateLimit: { rule: 'reads' } } as const;
  return { ...base, ...extras } as typeof base & R;
}

/**
 * A staff route: behind StaffGuard with its rule (the least role, and for one's own items the
 * least role on anyone's; docs/roles.md), never cached, not rate limited (staff are few and known).
 */
export function adminRoute<const M extends HttpMethod, const R extends RouteExtras = object>(
  method: M,
  path: string,
  access: StaffRule,
  extras?: R,
) {
  const base = { method, path, status: method === 'POST' ? 201 : 200, access, cache: 'no-store' } as const;
  return { ...base, ...extras } as { method: M; path: string; status: 200 | 201 | 202; access: StaffRule; cache: 'no-store' } & R;
}
