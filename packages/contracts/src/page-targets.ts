/**
 * The one reading of a page request's target (docs/server-rendering.md, "Page targets"): what
 * the gateway renders, caches and calls private, and what the renderer is asked to render, is
 * the canonical target made here from the request line, never the request line itself.
 *
 * - Only origin-form (`/path?query`) is a page; anything else (`http://host/x`, `*`) is refused.
 * - The path is split into segments, empty ones dropped (`//host/x` is the page `/host/x`), each
 *   percent-decoded once (as the router reads it) and encoded again one way. A segment that
 *   decodes to a slash, a backslash, a control character or a dot segment names no page.
 * - Only the query parameters the page reads are kept, first value only, in a fixed order, each
 *   value encoded as `encodeURIComponent` does. A search term is kept trimmed, a blank one not at
 *   all, and an address that spelled it otherwise is to be answered with a redirect to the
 *   canonical target (`redirect`): a search box sent as a plain form sends the term as typed.
 */
export type PageTarget =
  | {
      ok: true;
      /** The canonical path and query: `/blog?category=travel`. */
      target: string;
      /** The canonical path alone. */
      path: string;
      /** A page of one person's link: never kept and never indexed, in any case or spelling. */
      private: boolean;
      /** The address spelled a trimmed parameter untrimmed (or blank): answer with a redirect to `target`. */
      redirect: boolean;
    }
  | { ok: false; status: 400 | 404 | 414; reason: string };

/**
 * The query parameters each page reads; every other one is dropped before a page is rendered or
 * kept. `trimmed`: the page reads the value trimmed (the search term, docs/requirements.md#r-search-term), so it is kept trimmed.
 */
export const PAGE_QUERY_PARAMETERS: readonly { path: RegExp; names: readonly string[]; trimmed?: readonly string[] }[] = [
  { path: /^\/blog$/i, names: ['category', 'q', 'page'] },
  { path: /^\/search$/i, names: ['q'], trimmed: ['q'] },
  { path: /^\/apps$/i, names: ['notify'] },
  { path: /^\/authors\/[^/]+$/i, names: ['page'] },
  { path: /^\/subscriptions\/(confirm|unsubscribe)$/i, names: ['token'] },
];

/** A preview link's page, and a subscription's confirm and unsubscribe links (router paths match in any case). */
const PRIVATE_PAGE = /^\/(preview\/[^/]+|subscriptions\/(confirm|unsubscribe))$/i;

/** The longest canonical path, and the longest kept parameter value, a page may have. */
export const PAGE_PATH_MAX = 1_024;
export const PAGE_QUERY_VALUE_MAX = 512;

/** What a request line's path may hold (RFC 3986 pchar, and the slash); a backslash or a space is never a page. */
const PATH_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_SEGMENT = /[/\\\u0000-\u001f\u007f]/;

export function pageTarget(requestTarget: string): PageTarget {
  if (!requestTarget.startsWith('/')) return refused(400, 'only origin-form request targets are pages');
  const queryAt = requestTarget.indexOf('?');
  const rawPath = queryAt === -1 ? requestTarget : requestTarget.slice(0, queryAt);
  const rawQuery = queryAt === -1 ? '' : requestTarget.slice(queryAt + 1);
  if (!PATH_CHARACTERS.test(rawPath)) return refused(400, 'the path holds characters a page path never has');
  if (rawPath.length > PAGE_PATH_MAX * 3) return refused(414, 'the path is too long');
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return refused(400, 'the path has a malformed escape');
    }
    if (UNSAFE_SEGMENT.test(segment) || segment === '.' || segment === '..') return refused(404, 'no page has this path');
    segments.push(encodeURIComponent(segment));
  }
  const path = `/${segments.join('/')}`;
  if (path.length > PAGE_PATH_MAX) return refused(414, 'the path is too long');
  const kept = keptQuery(path, rawQuery);
  if (kept === undefined) return refused(414, 'a query parameter is too long');
  const { query, redirect } = kept;
  return { ok: true, target: query ? `${path}?${query}` : path, path, private: PRIVATE_PAGE.test(path), redirect };
}

/**
 * The parameters `path`'s page reads, canonically encoded, and whether a trimmed one was given
 * untrimmed or blank; undefined when one is over its bound.
 */
function keptQuery(path: string, rawQuery: string): { query: string; redirect: boolean } | undefined {
  const page = PAGE_QUERY_PARAMETERS.find((candidate) => candidate.path.test(path));
  if (!page || !rawQuery) return { query: '', redirect: false };
  const given = new URLSearchParams(rawQuery);
  const kept: string[] = [];
  let redirect = false;
  for (const name of page.names) {
    const raw = given.get(name);
    if (raw === null) continue;
    const trimmed = page.trimmed?.includes(name) === true;
    const value = trimmed ? raw.trim() : raw;
    if (trimmed && (value !== raw || !value)) redirect = true;
    if (!value) continue;
    if (value.length > PAGE_QUERY_VALUE_MAX) return undefined;
    kept.push(`${name}=${encodeURIComponent(value)}`);
  }
  return { query: kept.join('&'), redirect };
}

function refused(status: 400 | 404 | 414, reason: string): PageTarget {
  return { ok: false, status, reason };
}

/**
 * Links a page may fetch ahead on a reader's intent (Speculation Rules, or `<link rel=prefetch>`
 * where a browser has none), as URL patterns of paths: every path of the site but these. The
 * admin area is an application of its own, the private pages are one person's link (never fetched
 * ahead), and the rest are no pages.
 */
export const NOT_PREFETCHED_PATHS = [
  '/admin',
  '/admin/*',
  '/api/*',
  '/preview/*',
  '/subscriptions/*',
  '/remotes/*',
  '/images/*',
  '/media/*',
  '/*.*',
] as const;

/** Whether a same-origin path may be fetched ahead: the patterns above, read as the browser reads them. */
export function prefetchablePath(pathname: string): boolean {
  return !NOT_PREFETCHED_PATHS.some((pattern) => {
    if (pattern === '/*.*') return /\.[^/]*$/.test(pathname);
    if (pattern.endsWith('/*')) return pathname.startsWith(pattern.slice(0, -1));
    return pathname === pattern;
  });
}

/**
 * Navigation between public pages is a document navigation (docs/server-rendering.md,
 * "Server-first"), made instant by prerender on intent: when the reader points at a link (about
 * 200 ms of hover, or a press; `moderate`) the browser loads and paints the page unseen, so the
 * click shows it at once. The prefetch rule is the fallback where a prerender is refused (memory,
 * data saver): the page's HTML is at least here. Chromium keeps at most two `moderate`
 * prerenders, so pointing along a list prepares the last two links, never the whole list.
 * Left out: NOT_PREFETCHED_PATHS, links marked nofollow, downloads and links to a new tab.
 *
 * Each public page carries these rules in its HTML (`<script type="speculationrules">`, allowed by
 * its hash like the page's other carried scripts): a rules file named by a header would be one more
 * request before the page's first paint.
 */
const SAME_PUBLIC_PAGES = {
  and: [
    { href_matches: ['/*', '/*\\?*'] },
    { not: { href_matches: NOT_PREFETCHED_PATHS } },
    { not: { selector_matches: '[rel~="nofollow"], [download], [target="_blank"]' } },
  ],
};

export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ source: 'document', where: SAME_PUBLIC_PAGES, eagerness: 'moderate' }],
  prerender: [{ source: 'document', where: SAME_PUBLIC_PAGES, eagerness: 'moderate' }],
});
