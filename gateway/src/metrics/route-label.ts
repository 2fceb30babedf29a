import type { Request } from 'express';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const FILE_TREES = ['/media', '/remotes', '/images'];

/** The method as a label: one of the methods the site answers, else `other` (a client may send any word). */
export function methodLabel(method: string | undefined): string {
  return method !== undefined && METHODS.has(method) ? method : 'other';
}

/**
 * A request's `route` label: the template Express matched (`/api/blog-posts/:slug`), never the
 * path as sent, whose values are a caller's; a request no route matched gets its class of path
 * (`/api/*` for an unknown API path, `/media/*`, `/remotes/*`, `/images/*`, `/remotes.json`,
 * `static` for the shell's files, `page` for a page). So however many paths are asked for, the
 * label has a fixed set of values: the table's routes and these.
 */
export function routeLabel(request: Pick<Request, 'route' | 'baseUrl' | 'path'>): string {
  const pattern = (request.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${request.baseUrl}${pattern}`;
  return pathClass(request.path);
}

export function pathClass(path: string): string {
  if (/^\/api(\/|$)/.test(path)) return '/api/*';
  const tree = FILE_TREES.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  if (tree) return `${tree}/*`;
  if (path === '/remotes.json') return path;
  if (/\.[a-z0-9]+$/i.test(path)) return 'static';
  return 'page';
}
