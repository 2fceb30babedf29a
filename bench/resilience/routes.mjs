// @ts-check
/**
 * Every route of the API. Read from the compiled gateway the running stack was started from
 * (gateway/dist: each controller's Nest route metadata, the same table Nest maps at start), so
 * a route added to the gateway is fuzzed without touching the bench; the list below is the
 * fallback when that cannot be read, and the source of what the bench knows about a route
 * (its query keys, a valid body).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * @typedef {{ method: string, path: string, admin: boolean, params: string[], csv: boolean, known: boolean }} Route
 */

/** The routes as of 2026-11 (grep of gateway/src/**\/*.controller*.ts), plus the planned readiness probe. */
export const FALLBACK_ROUTES = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/blog-posts',
  'GET /api/blog-posts/:slug',
  'GET /api/blog-posts/:id/topics',
  'GET /api/categories/:slug/blog-posts',
  'GET /api/guides',
  'GET /api/guides/:slug',
  'GET /api/topics',
  'GET /api/topics/:slug',
  'GET /api/topics/:slug/blog-posts',
  'GET /api/search',
  'GET /api/auth/me',
  'GET /api/admin/session',
  'POST /api/contact',
  'POST /api/email-subscriptions',
  'POST /api/app-subscriptions',
  ...['posts', 'guides', 'topics', 'categories'].flatMap((kind) => [
    `GET /api/admin/${kind}`,
    `GET /api/admin/${kind}/:id`,
    `POST /api/admin/${kind}`,
    `PUT /api/admin/${kind}/:id`,
    `DELETE /api/admin/${kind}/:id`,
  ]),
  'GET /api/admin/audit',
  'GET /api/admin/contact-messages',
  'PUT /api/admin/contact-messages/:id/handled',
  'GET /api/admin/subscribers/newsletter',
  'GET /api/admin/subscribers/newsletter.csv',
  'GET /api/admin/subscribers/apps',
  'GET /api/admin/subscribers/apps.csv',
  'GET /api/admin/engage/counts',
];

/** Query keys a route reads; others get a generic set. */
export const QUERY_KEYS = /** @type {Record<string, string[]>} */ ({
  'GET /api/blog-posts': ['limit', 'cursor'],
  'GET /api/search': ['q'],
  'GET /api/health/ready': ['services'],
  'GET /api/admin/contact-messages': ['status', 'limit', 'cursor'],
  'GET /api/admin/audit': ['limit', 'kind', 'entityId'],
  'GET /api/admin/subscribers/apps': ['app'],
  'GET /api/admin/subscribers/apps.csv': ['app'],
});
export const GENERIC_QUERY_KEYS = ['q', 'limit', 'cursor', 'status', 'app', 'kind', 'id', 'slug'];

/** @param {string} key "METHOD /path" @returns {Route} */
export function toRoute(key) {
  const [method = 'GET', path = '/'] = key.split(' ');
  return {
    method,
    path,
    admin: path.startsWith('/api/admin/'),
    params: [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? ''),
    csv: path.endsWith('.csv'),
    known: FALLBACK_ROUTES.includes(key),
  };
}

/** @param {Route} route */
export const keyOf = (route) => `${route.method} ${route.path}`;

/**
 * @param {string} repoRoot
 * @returns {Promise<{ routes: Route[], source: string, missingFromGateway: string[] }>}
 */
export async function discoverRoutes(repoRoot) {
  try {
    const require = createRequire(join(repoRoot, 'gateway', 'package.json'));
    const { RequestMethod } = require('@nestjs/common');
    const { PATH_METADATA, METHOD_METADATA } = require('@nestjs/common/constants');
    const { AppModule } = await import(pathToFileURL(join(repoRoot, 'gateway/dist/app.module.js')).href);
    const module = AppModule.forRoot({}, {});
    /** @type {Set<string>} */
    const keys = new Set();
    for (const controller of module.controllers ?? []) {
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        if (name === 'constructor') continue;
        const handler = Object.getOwnPropertyDescriptor(controller.prototype, name)?.value;
        if (typeof handler !== 'function') continue;
        const sub = Reflect.getMetadata(PATH_METADATA, handler);
        const method = Reflect.getMetadata(METHOD_METADATA, handler);
        if (sub === undefined || method === undefined) continue;
        const verb = String(RequestMethod[method]);
        const paths = (Array.isArray(sub) ? sub : [sub]).map(
          (p) =>
            '/' +
            [base, String(p)]
              .map((s) => s.replace(/^\/+|\/+$/g, ''))
              .filter(Boolean)
              .join('/'),
        );
        for (const path of paths) keys.add(`${verb} ${path}`);
      }
    }
    if (keys.size < 10) throw new Error(`only ${keys.size} routes found`);
    const routes = [...keys].sort().map(toRoute);
    return {
      routes,
      source: 'gateway/dist controllers (Nest route metadata)',
      missingFromGateway: FALLBACK_ROUTES.filter((key) => !keys.has(key)),
    };
  } catch (error) {
    return {
      routes: FALLBACK_ROUTES.map(toRoute),
      source: `the bench's own list (reading gateway/dist failed: ${/** @type {Error} */ (error).message.split('\n')[0]})`,
      missingFromGateway: [],
    };
  }
}
