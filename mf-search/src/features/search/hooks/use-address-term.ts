import { useSyncExternalStore } from 'react';

/** docs/requirements.md#r-search-limits: the search page re-reads the address about every 100 ms. */
export const ADDRESS_POLL_MS = 100;

/**
 * Dispatched on `window` when the search page changes the address itself (`history.pushState`
 * or `replaceState` in an island, which the browser tells nobody of), so it follows at once.
 */
export const ADDRESS_CHANGE_EVENT = 'livefully:address-change';

/** The trimmed `q` of a query string; '' when there is none. */
export function termOf(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').trim();
}

/** The trimmed `q` of the address bar. */
export function readAddressTerm(): string {
  return termOf(window.location.search);
}

function subscribe(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, ADDRESS_POLL_MS);
  window.addEventListener('popstate', onChange);
  window.addEventListener(ADDRESS_CHANGE_EVENT, onChange);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ADDRESS_CHANGE_EVENT, onChange);
  };
}

/**
 * docs/requirements.md#r-search-address: the search follows the address, whoever changes it: the page itself (a render, or
 * its change event), back/forward (popstate) or anything else (the 100 ms poll). `renderedTerm`
 * is the term of the address the server rendered (the page's, from its router): the first render
 * in the browser reads it too, so it hydrates the server's markup.
 */
export function useAddressTerm(renderedTerm: string): string {
  return useSyncExternalStore(subscribe, readAddressTerm, () => renderedTerm);
}
