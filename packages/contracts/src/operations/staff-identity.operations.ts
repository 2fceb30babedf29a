import { z } from 'zod';
import {
  AcceptInvitationMessageSchema,
  CreateInvitationMessageSchema,
  InvitationIdMessageSchema,
  InvitationSchema,
  IssuedInvitationSchema,
  RemovedStaffSchema,
  RemoveStaffMessageSchema,
  StaffChangeSchema,
  StaffMemberSchema,
  TransferOwnershipMessageSchema,
  TransferredOwnershipSchema,
  UpdateStaffMessageSchema,
} from '../staff.schemas.js';
import { operation } from './operation.js';

/**
 * The identity service's staff messages (docs/roles.md). Internal: the gateway's staff routes
 * send them, then queue the mail (engage) and write the audit row (content), so each service
 * keeps to its own data.
 */
export const staffIdentityOperations = {
  listInvitations: operation({
    name: 'listStaffInvitations',
    summary: 'Every invitation, newest first, with its state',
    service: 'identity',
    pattern: 'identity.staff.invitations.list',
    response: z.array(InvitationSchema),
  }),
  createInvitation: operation({
    name: 'createStaffInvitation',
    summary: "Invites an address with a role; answers the invitation and its link's token",
    service: 'identity',
    pattern: 'identity.staff.invitations.create',
    message: CreateInvitationMessageSchema,
    response: IssuedInvitationSchema,
  }),
  resendInvitation: operation({
    name: 'resendStaffInvitation',
    summary: 'A new token (the old link stops working) and 7 more days, for a pending or expired invitation',
    service: 'identity',
    pattern: 'identity.staff.invitations.resend',
    message: InvitationIdMessageSchema,
    response: IssuedInvitationSchema,
  }),
  revokeInvitation: operation({
    name: 'revokeStaffInvitation',
    summary: 'Revokes an invitation not used yet',
    service: 'identity',
    pattern: 'identity.staff.invitations.revoke',
    message: InvitationIdMessageSchema,
    response: InvitationSchema,
  }),
  acceptInvitation: operation({
    name: 'acceptStaffInvitation',
    summary: 'The signed-in caller accepts the invitation of the token: an active member with its role',
    service: 'identity',
    pattern: 'identity.staff.invitations.accept',
    message: AcceptInvitationMessageSchema,
    response: z.object({ invitation: InvitationSchema, member: StaffMemberSchema, before: StaffMemberSchema.nullable() }),
  }),
  listMembers: operation({
    name: 'listStaffMembers',
    summary: 'Every staff member, the owner first',
    service: 'identity',
    pattern: 'identity.staff.members.list',
    response: z.array(StaffMemberSchema),
  }),
  updateMember: operation({
    name: 'updateStaffMember',
    summary: "Changes a member's role or status; never the last owner's",
    service: 'identity',
    pattern: 'identity.staff.members.update',
    message: UpdateStaffMessageSchema,
    response: StaffChangeSchema,
  }),
  removeMember: operation({
    name: 'removeStaffMember',
    summary: 'Removes a member (never the owner); answers who takes their posts',
    service: 'identity',
    pattern: 'identity.staff.members.remove',
    message: RemoveStaffMessageSchema,
    response: RemovedStaffSchema,
  }),
  transferOwnership: operation({
    name: 'transferStaffOwnership',
    summary: 'The owner hands the role to another active member and becomes an administrator',
    service: 'identity',
    pattern: 'identity.staff.ownership.transfer',
    message: TransferOwnershipMessageSchema,
    response: TransferredOwnershipSchema,
  }),
} as const;
