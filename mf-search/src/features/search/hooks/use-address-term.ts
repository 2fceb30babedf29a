import { useLocation } from '@livefully/web-kit/router';
import { useSyncExternalStore } from 'react';

/** SPEC §9: the search page re-reads the address about every 100 ms. */
export const ADDRESS_POLL_MS = 100;

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
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('popstate', onChange);
  };
}

/**
 * SPEC §2: the page follows the address, whoever changes it: the router (a render reads it
 * at once), back/forward (popstate) or anything else (the 100 ms poll).
 */
export function useAddressTerm(): string {
  // On the server, and while the browser hydrates, the router's location: the request's address.
  const { search } = useLocation();
  return useSyncExternalStore(subscribe, readAddressTerm, () => termOf(search));
}
