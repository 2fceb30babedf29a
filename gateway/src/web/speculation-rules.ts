/**
 * Navigation between public pages is a document navigation (docs/server-rendering.md,
 * "Server-first"), made instant by prerender on intent: when the reader points at a link (about
 * 200 ms of hover, or a press; `moderate`) the browser loads and paints the page unseen, so the
 * click shows it at once. The prefetch rule is the fallback where a prerender is refused (memory,
 * data saver): the page's HTML is at least here. Chromium keeps at most two `moderate`
 * prerenders, so pointing along a list prepares the last two links, never the whole list.
 * Rendered pages name these rules in a `Speculation-Rules` header (no inline script, so the CSP
 * is unchanged). Left out: the admin area (an application of its own), the API, files, links
 * marked nofollow and the private pages of one person's link (previews, subscription links),
 * which must never be fetched ahead.
 */
import { NOT_PREFETCHED_PATHS } from '@livefully/contracts';

export const SPECULATION_RULES_PATH = '/speculation-rules.json';
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

const samePublicPages = {
  and: [
    { href_matches: ['/*', '/*\\?*'] },
    {
      not: {
        href_matches: NOT_PREFETCHED_PATHS,
      },
    },
    { not: { selector_matches: '[rel~="nofollow"], [download], [target="_blank"]' } },
  ],
};

export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ source: 'document', where: samePublicPages, eagerness: 'moderate' }],
  prerender: [{ source: 'document', where: samePublicPages, eagerness: 'moderate' }],
});

/** The header of a rendered public page. */
export const SPECULATION_RULES_HEADER = ['Speculation-Rules', `"${SPECULATION_RULES_PATH}"`] as const;
