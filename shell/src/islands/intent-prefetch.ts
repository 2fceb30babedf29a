import { prefetchablePath } from '@livefully/contracts/page-targets';

/** Enough for a long read; the browser's own cache keeps what was fetched. */
const MOST_PREFETCHES = 50;

/**
 * Prefetch on intent where the browser has no Speculation Rules (the site's pages name theirs in
 * a header, gateway/src/web/speculation-rules.ts): a link to another page of the site is fetched
 * as the reader points at it or moves the focus to it, so following it shows the page at once.
 * The same paths are left out as the rules leave out.
 */
export function prefetchOnIntent(document: Document): void {
  if (typeof HTMLScriptElement.supports === 'function' && HTMLScriptElement.supports('speculationrules')) return;
  const fetched = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target === '_blank') return;
    const page = link.pathname + link.search;
    if (page === window.location.pathname + window.location.search || !prefetchablePath(link.pathname)) return;
    if (fetched.has(page) || fetched.size >= MOST_PREFETCHES) return;
    fetched.add(page);
    const prefetch = document.createElement('link');
    prefetch.rel = 'prefetch';
    prefetch.href = page;
    document.head.append(prefetch);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
