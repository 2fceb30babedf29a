import type { Action } from '../../../utils/use-action';
import { useEffect, useRef } from 'react';
import { linkFailureOf, type LinkFailure } from '../utils/link-outcome';

export type LinkState<T> = { outcome: 'pending' } | { outcome: 'done'; change: T } | { outcome: LinkFailure };

/**
 * Sends the link's one POST once the page is alive in the browser (never on the server, so a
 * mail scanner that fetches the link changes nothing). The ref keeps it to one even when React
 * runs the effect twice (StrictMode); "Try again" is the reader's own second request. A page
 * without a token sends nothing: its link is not valid.
 */
export function useLinkAction<T>(mutation: Action<string, T>, token: string) {
  const sent = useRef(false);
  const { mutate } = mutation;
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const state: LinkState<T> = !token
    ? { outcome: 'invalid' }
    : mutation.isSuccess
      ? { outcome: 'done', change: mutation.data as T }
      : mutation.isError
        ? { outcome: linkFailureOf(mutation.error) }
        : { outcome: 'pending' };
  return { state, retry: () => mutate(token) };
}
