import type { SearchResponse } from '@livefully/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { searchContent } from '../api/search-content';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'success'; term: string; data: SearchResponse }
  | { status: 'error'; term: string };

type Search = (term: string) => Promise<SearchResponse>;

/** A search already answered before the page came alive: the server's, handed over with the page. */
export type Answered = { term: string; data: SearchResponse };

/**
 * docs/requirements.md#r-search-states. One request at a time: a search asked for while one is in flight is
 * not sent (the ref guard); only the latest term asked for meanwhile is searched once the
 * answer is in, so the page never shows the results of a term it no longer displays. The term
 * `answered` holds is shown at once and not searched again while the page stays on it.
 */
export function useSearch(term: string, search: Search = searchContent, answered?: Answered): SearchState {
  const [state, setState] = useState<SearchState>(() => {
    if (!term) return { status: 'idle' };
    return answered?.term === term ? { status: 'success', term, data: answered.data } : { status: 'loading', term };
  });
  const shown = useRef(answered?.term === term ? term : null);
  const inFlight = useRef<string | null>(null);
  const wanted = useRef(term);
  const mounted = useRef(true);

  const run = useCallback(
    async function searchTerm(q: string): Promise<void> {
      if (inFlight.current !== null) return;
      inFlight.current = q;
      setState({ status: 'loading', term: q });
      let next: SearchState;
      try {
        next = { status: 'success', term: q, data: await search(q) };
      } catch {
        next = { status: 'error', term: q };
      } finally {
        inFlight.current = null;
      }
      if (!mounted.current) return;
      if (wanted.current && wanted.current !== q) return searchTerm(wanted.current);
      setState(wanted.current ? next : { status: 'idle' });
    },
    [search],
  );

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    wanted.current = term;
    if (term === shown.current) return;
    shown.current = null;
    if (!term) {
      if (inFlight.current === null) setState({ status: 'idle' });
      return;
    }
    void run(term);
  }, [term, run]);

  return state;
}
