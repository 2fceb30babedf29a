import { useEffect, useState } from 'react';

/** How long typing pauses before the list asks the server for the new search text. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search text the list asks for: trimmed, and only once typing has paused, so a word typed
 * letter by letter is one request. Emptying the box applies at once (Clear Filters, a cleared
 * field): there is nothing to wait for.
 */
export function useDebouncedSearch(search: string, delay = SEARCH_DEBOUNCE_MS): string {
  const term = search.trim();
  const [settled, setSettled] = useState(term);
  useEffect(() => {
    if (term === settled) return;
    const timer = setTimeout(() => setSettled(term), delay);
    return () => clearTimeout(timer);
  }, [term, settled, delay]);
  return term === '' ? '' : settled;
}
