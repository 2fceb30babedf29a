import type { InvitableRole, UpdateStaffBody } from '@livefully/contracts';
import { staffAdminRoutes as ops } from '@livefully/contracts/routes';
import { callApi } from '@livefully/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

const membersKey = [...adminKeys.staff, 'members'] as const;
const invitationsKey = [...adminKeys.staff, 'invitations'] as const;

export function useStaffMembers() {
  const token = useIdToken();
  return useQuery({
    queryKey: membersKey,
    queryFn: ({ signal }) => callApi(ops.listMembers, {}, { token, signal }),
    enabled: Boolean(token),
  });
}

export function useInvitations() {
  const token = useIdToken();
  return useQuery({
    queryKey: invitationsKey,
    queryFn: ({ signal }) => callApi(ops.listInvitations, {}, { token, signal }),
    enabled: Boolean(token),
  });
}

/** Every staff change is also an audit row: the lists and the audit log are read again. */
function useStaffMutation<T>(run: (token: string, input: T) => Promise<unknown>) {
  const token = useIdToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => run(token, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.staff });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}

export const useInvite = () =>
  useStaffMutation((token, body: { email: string; role: InvitableRole }) => callApi(ops.invite, { body }, { token }));
export const useResendInvitation = () =>
  useStaffMutation((token, id: string) => callApi(ops.resendInvitation, { params: { id } }, { token }));
export const useRevokeInvitation = () =>
  useStaffMutation((token, id: string) => callApi(ops.revokeInvitation, { params: { id } }, { token }));
export const useUpdateMember = () =>
  useStaffMutation((token, { id, ...body }: { id: string } & UpdateStaffBody) =>
    callApi(ops.updateMember, { params: { id }, body }, { token }),
  );
export const useRemoveMember = () =>
  useStaffMutation((token, { id, handTo }: { id: string; handTo: string }) =>
    callApi(ops.removeMember, { params: { id }, query: { handTo } }, { token }),
  );
export const useTransferOwnership = () =>
  useStaffMutation((token, to: string) => callApi(ops.transferOwnership, { body: { to } }, { token }));
