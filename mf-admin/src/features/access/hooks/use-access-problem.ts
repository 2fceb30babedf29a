import { isApiError, useAuth } from '@livefully/web-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { isNotStaffError } from '../../../lib/api-problem';
import { adminKeys } from '../../../lib/query-keys';

export type AccessProblem = 'expired' | 'forbidden' | null;

function problemOf(error: unknown): AccessProblem {
  if (isApiError(error, 401)) return 'expired';
  if (isNotStaffError(error)) return 'forbidden';
  return null;
}

const isAdminKey = (key: readonly unknown[]) => key[0] === adminKeys.all[0];

/**
 * Watches every admin query and mutation: a 401 (token expired) or a 403 (no longer staff)
 * from any of them is the whole area's business. Nothing is thrown away meanwhile, so an editor
 * who signs in again still has the form they were writing. A new token clears a 401.
 */
export function useAccessProblem() {
  const queryClient = useQueryClient();
  const { idToken } = useAuth();
  const [problem, setProblem] = useState<AccessProblem>(null);

  useEffect(() => {
    const report = (error: unknown) => {
      const found = problemOf(error);
      if (found) setProblem((current) => (current === 'forbidden' ? current : found));
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isAdminKey(event.query.queryKey)) report(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isAdminKey(event.mutation.options.mutationKey ?? []))
        report(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);

  const retry = useCallback(() => {
    setProblem(null);
    void queryClient.invalidateQueries({ queryKey: adminKeys.all });
  }, [queryClient]);

  // A refreshed token, or signing in again, is worth another try.
  const [seenToken, setSeenToken] = useState(idToken);
  if (seenToken !== idToken) {
    setSeenToken(idToken);
    if (problem === 'expired') retry();
  }

  return { problem, retry };
}
