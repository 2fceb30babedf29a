import { gatewayRoutes as ops } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

const canaryKey = [...adminKeys.all, 'canary'] as const;

/** Whether this browser gets the canaries (the cookie is HttpOnly: only the gateway can say), and which remotes have one. */
export function useCanarySwitch() {
  const token = useIdToken();
  return useQuery({
    queryKey: canaryKey,
    queryFn: ({ signal }) => callApi(ops.canarySwitch, {}, { token, signal }),
    enabled: Boolean(token),
  });
}

/** Turns the switch on or off; the answer is the new state. */
export function useSetCanarySwitch() {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? callApi(ops.turnOnCanary, {}, { token }) : callApi(ops.turnOffCanary, {}, { token })),
    onSuccess: (state) => queryClient.setQueryData(canaryKey, state),
  });
}
