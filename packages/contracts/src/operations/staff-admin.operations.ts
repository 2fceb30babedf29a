import { z } from 'zod';
import {
  AcceptInvitationBodySchema,
  InvitationSchema,
  InviteBodySchema,
  RemoveStaffQuerySchema,
  StaffIdParamsSchema,
  StaffMemberSchema,
  TransferOwnershipBodySchema,
  UpdateStaffBodySchema,
} from '../staff.schemas.js';
import { operation } from './operation.js';
import { adminRoute } from './routes.js';
import { ADMINISTRATOR, OWNER } from './staff-rules.js';

const idParam = { schema: StaffIdParamsSchema, label: 'id' };

/**
 * The staff screen and the invitation link (docs/roles.md). The gateway answers them itself: each
 * change is the identity service's, then a mail (engage) and an audit row (content).
 */
export const staffAdminOperations = {
  listInvitations: operation({
    name: 'listInvitations',
    summary: 'Every invitation, newest first: pending, used, revoked or expired',
    service: 'gateway',
    response: z.array(InvitationSchema),
    http: adminRoute('GET', '/api/admin/staff/invitations', ADMINISTRATOR),
  }),
  invite: operation({
    name: 'inviteStaff',
    summary: 'Invites an address with a role (not owner) and mails it the link; 503 when the mail cannot be queued (resend later)',
    service: 'gateway',
    response: InvitationSchema,
    http: adminRoute('POST', '/api/admin/staff/invitations', ADMINISTRATOR, {
      body: { schema: InviteBodySchema, label: 'invitation' },
      errors: [409, 503],
    }),
  }),
  resendInvitation: operation({
    name: 'resendInvitation',
    summary: 'Mails a new link (the old one stops working), valid 7 more days',
    service: 'gateway',
    response: InvitationSchema,
    http: adminRoute('POST', '/api/admin/staff/invitations/:id/resend', ADMINISTRATOR, { params: idParam, errors: [404, 409, 503] }),
  }),
  revokeInvitation: operation({
    name: 'revokeInvitation',
    summary: 'Revokes an invitation not used yet: its link stops working',
    service: 'gateway',
    response: InvitationSchema,
    http: adminRoute('DELETE', '/api/admin/staff/invitations/:id', ADMINISTRATOR, { params: idParam, errors: [404, 409] }),
  }),
  acceptInvitation: operation({
    name: 'acceptInvitation',
    summary: "The signed-in caller accepts an invitation sent to their address and becomes staff with the invitation's role",
    service: 'gateway',
    response: StaffMemberSchema,
    http: {
      method: 'POST',
      path: '/api/staff/invitations/accept',
      status: 200,
      access: 'signed-in',
      cache: 'no-store',
      rateLimit: { rule: 'subscription-links' },
      body: { schema: AcceptInvitationBodySchema, label: 'invitation' },
      errors: [403, 404, 409, 410],
      description:
        'A token that names no invitation: 404 `IDENTITY.INVITATION_INVALID`; used: 409 `IDENTITY.INVITATION_USED`; ' +
        'revoked or expired: 410 `IDENTITY.INVITATION_REVOKED` / `IDENTITY.INVITATION_EXPIRED`; ' +
        'sent to another address than the signed-in one: 403 `IDENTITY.INVITATION_FOR_ANOTHER_ADDRESS`.',
    },
  }),
  listMembers: operation({
    name: 'listStaff',
    summary: 'Every staff member: address, role, status, since when',
    service: 'gateway',
    response: z.array(StaffMemberSchema),
    http: adminRoute('GET', '/api/admin/staff', ADMINISTRATOR),
  }),
  updateMember: operation({
    name: 'updateStaff',
    summary: "Changes a member's role, or suspends or reactivates them; 409 for the owner (transfer the ownership instead)",
    service: 'gateway',
    response: StaffMemberSchema,
    http: adminRoute('PUT', '/api/admin/staff/:id', ADMINISTRATOR, {
      params: idParam,
      body: { schema: UpdateStaffBodySchema, label: 'staff change' },
      errors: [404, 409],
    }),
  }),
  removeMember: operation({
    name: 'removeStaff',
    summary: 'Removes a member; their posts go to the member `handTo`; 409 for the owner',
    service: 'gateway',
    response: StaffMemberSchema,
    http: adminRoute('DELETE', '/api/admin/staff/:id', ADMINISTRATOR, {
      params: idParam,
      query: { schema: RemoveStaffQuerySchema, label: 'query' },
      errors: [404, 409],
    }),
  }),
  transferOwnership: operation({
    name: 'transferOwnership',
    summary: 'The owner makes another active member the owner and becomes an administrator',
    service: 'gateway',
    response: z.object({ from: StaffMemberSchema, to: StaffMemberSchema }),
    http: adminRoute('POST', '/api/admin/staff/transfer-ownership', OWNER, {
      status: 200,
      body: { schema: TransferOwnershipBodySchema, label: 'transfer' },
      errors: [404, 409],
    }),
  }),
} as const;
