import { personExportFilename, type Person } from '@livefully/contracts';
import { gatewayRoutes, peopleAdminRoutes as ops } from '@livefully/contracts/routes';
import { callApi, isApiError } from '@livefully/web-kit';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

const personKey = (email: string) => [...adminKeys.people, email] as const;

/** What is kept about an address; `null` when nothing is (404 PERSON_NOT_FOUND). */
export function getPersonQueryOptions(token: string, email: string) {
  return queryOptions({
    queryKey: personKey(email),
    queryFn: async ({ signal }): Promise<Person | null> => {
      try {
        return await callApi(ops.getPerson, { params: { email } }, { token, signal });
      } catch (error) {
        if (isApiError(error, 404)) return null;
        throw error;
      }
    },
    enabled: Boolean(token && email),
    staleTime: 0,
  });
}

export function usePerson(email: string) {
  return useQuery(getPersonQueryOptions(useIdToken(), email));
}

export function personExportUrl(email: string): string {
  return gatewayRoutes.downloadPerson.path.replace(':email', encodeURIComponent(email));
}

/** The whole record as the JSON file the server names (`person-<email>.json`). */
export function useExportPerson() {
  const token = useIdToken();
  return useMutation({
    mutationKey: [...adminKeys.people, 'export'],
    mutationFn: (email: string) => downloadFile(personExportUrl(email), token, 'application/json', personExportFilename(email)),
  });
}

/** Deletes everything kept about the address; every list and count that showed it is read again. */
export function useErasePerson() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.people, 'erase'],
    mutationFn: (email: string) => callApi(ops.erasePerson, { params: { email } }, { token }),
    onSuccess: (_erased, email) => {
      queryClient.setQueryData(personKey(email), null);
      void queryClient.invalidateQueries({ queryKey: adminKeys.subscribers });
      void queryClient.invalidateQueries({ queryKey: adminKeys.inbox });
    },
  });
}
