import { engageAdminRoutes } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

export function setContactHandled(token: string, id: string, handled: boolean) {
  return callApi(engageAdminRoutes.setContactMessageHandled, { params: { id }, body: { handled } }, { token });
}

/** A change moves the message between the Open and Handled lists and changes the dashboard's count. */
export function useSetContactHandled() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminKeys.inbox, 'set-handled'],
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => setContactHandled(token, id, handled),
    onSuccess: () => Promise.all([adminKeys.inbox, adminKeys.subscribers].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
