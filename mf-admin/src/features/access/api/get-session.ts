import { identityRoutes } from '@livefully/contracts/routes';
import { callApi, isApiError, useAuth } from '@livefully/web-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';

/**
 * 200 for an admin; 401 without a valid token, 403 for any other account. A gateway without
 * the route (404) is no reason to lock editors out: every data call checks access again.
 */
export async function getSession(token: string, { signal }: { signal?: AbortSignal } = {}) {
  try {
    return await callApi(identityRoutes.adminSession, {}, { token, signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function getSessionQueryOptions(token: string, uid: string) {
  return queryOptions({
    queryKey: [...adminKeys.session, uid],
    queryFn: ({ signal }) => getSession(token, { signal }),
    enabled: Boolean(token && uid),
    staleTime: 0,
  });
}

/** The server's word on admin access, asked once per visit to the admin area. */
export function useSession() {
  const { idToken, user, isAdmin } = useAuth();
  const options = getSessionQueryOptions(idToken ?? '', user?.uid ?? '');
  return useQuery({ ...options, enabled: options.enabled && isAdmin });
}
