import { z } from 'zod';
import { ActorSchema, RequestIdSchema } from './admin.schemas.js';
import { IdSchema } from './content.schemas.js';
import { EmailSubscriptionSchema } from './engage.schemas.js';
import { StaffRoleSchema } from './staff-roles.js';
import { storableString } from './text.js';

/* ----- Staff: invitations and members (docs/roles.md) ----- */

/** An invitation lives 7 days from when it was made or last resent. */
export const INVITATION_TTL_DAYS = 7;

/** The roles an invitation may give: every one but the owner, which is only ever transferred. */
export const InvitableRoleSchema = z.enum(['contributor', 'author', 'editor', 'administrator'], {
  error: 'role must be one of contributor, author, editor, administrator',
});
export type InvitableRole = z.infer<typeof InvitableRoleSchema>;

/** Where an invitation's link opens: the accept page, which signs in with Google and posts the token. */
export const invitationPagePath = (token: string) => `/admin/invitations/accept?token=${encodeURIComponent(token)}`;

export const INVITATION_STATES = ['pending', 'used', 'revoked', 'expired'] as const;
export const InvitationStateSchema = z.enum(INVITATION_STATES);
export type InvitationState = z.infer<typeof InvitationStateSchema>;

export const InvitationSchema = z.object({
  id: IdSchema,
  email: z.string(),
  role: StaffRoleSchema,
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  state: InvitationStateSchema,
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** POST /api/admin/staff/invitations */
export const InviteBodySchema = z.object({ email: EmailSubscriptionSchema.shape.email, role: InvitableRoleSchema });
export type InviteBody = z.infer<typeof InviteBodySchema>;

/** POST /api/staff/invitations/accept: the token of the link; who accepts is the signed-in caller. */
export const AcceptInvitationBodySchema = z.object({
  token: storableString('token').min(1, 'token is required').max(200, 'token is too long'),
});

/** A staff member as the staff screen lists them. */
export const StaffMemberSchema = z.object({
  id: IdSchema,
  email: z.string(),
  role: StaffRoleSchema,
  status: z.enum(['active', 'suspended']),
  /** When they were granted their access (or last given it back). */
  since: z.string(),
  grantedBy: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffIdParamsSchema = z.object({ id: IdSchema });

/** PUT /api/admin/staff/:id: a role (never the owner's: that is a transfer) or a status, or both. */
export const UpdateStaffBodySchema = z
  .object({ role: InvitableRoleSchema.optional(), status: z.enum(['active', 'suspended']).optional() })
  .refine((body) => body.role !== undefined || body.status !== undefined, { message: 'Give a role or a status' });
export type UpdateStaffBody = z.infer<typeof UpdateStaffBodySchema>;

/** DELETE /api/admin/staff/:id?handTo=: the member whose byline the removed member's posts take. */
export const RemoveStaffQuerySchema = z.object({ handTo: IdSchema });

/** POST /api/admin/staff/transfer-ownership */
export const TransferOwnershipBodySchema = z.object({ to: IdSchema });

/* ----- The identity service's internal staff messages (the gateway sends them) ----- */

export const CreateInvitationMessageSchema = InviteBodySchema.extend({ actor: ActorSchema });
export const InvitationIdMessageSchema = z.object({ id: IdSchema, actor: ActorSchema });
/** A new invitation or a resent one, with the link's token: the only time the token is seen. */
export const IssuedInvitationSchema = z.object({ invitation: InvitationSchema, token: z.string() });
export type IssuedInvitation = z.infer<typeof IssuedInvitationSchema>;
export const AcceptInvitationMessageSchema = AcceptInvitationBodySchema.extend({ actor: ActorSchema });
export const UpdateStaffMessageSchema = z.object({
  id: IdSchema,
  actor: ActorSchema,
  role: InvitableRoleSchema.optional(),
  status: z.enum(['active', 'suspended']).optional(),
});
export const RemoveStaffMessageSchema = z.object({ id: IdSchema, handTo: IdSchema, actor: ActorSchema });
export const TransferOwnershipMessageSchema = z.object({ to: IdSchema, actor: ActorSchema });

/** What a staff change was, for the gateway to record in the audit log. */
export const StaffChangeSchema = z.object({ before: StaffMemberSchema.nullable(), after: StaffMemberSchema.nullable() });
export const RemovedStaffSchema = z.object({
  removed: StaffMemberSchema,
  /** Who takes the removed member's posts: their sign-in uid (null until they signed in once) and address. */
  handTo: z.object({ uid: z.string().nullable(), email: z.string() }),
  removedUid: z.string().nullable(),
});
export type RemovedStaff = z.infer<typeof RemovedStaffSchema>;
export const TransferredOwnershipSchema = z.object({
  from: StaffMemberSchema,
  to: StaffMemberSchema,
  fromBefore: StaffMemberSchema,
  toBefore: StaffMemberSchema,
});

/* ----- The engage service's staff notices ----- */

/**
 * A mail to a staff member or an invitee, queued by the engage service. A union of kinds, so a
 * new notice (a review requested, a post sent back) is one more member of it and one template.
 */
export const StaffNoticeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('invitation'),
    to: z.string(),
    role: StaffRoleSchema,
    /** Who invited, as the mail names them. */
    invitedBy: z.string(),
    /** The link's token; the engage service makes the link with PUBLIC_ORIGIN. */
    token: z.string(),
    expiresAt: z.string(),
  }),
  /** A post was submitted for review (docs/content-admin.md, Review): to each active editor, administrator and the owner. */
  z.object({
    kind: z.literal('review-requested'),
    to: z.string(),
    postId: IdSchema,
    title: z.string(),
    /** Who submitted it, as the mail names them. */
    submittedBy: z.string(),
  }),
  /** An editor sent a post back with a note: to its writer. */
  z.object({
    kind: z.literal('sent-back'),
    to: z.string(),
    postId: IdSchema,
    title: z.string(),
    note: z.string(),
    sentBackBy: z.string(),
  }),
]);
export type StaffNotice = z.infer<typeof StaffNoticeSchema>;
export const StaffNoticeMessageSchema = z.object({ notice: StaffNoticeSchema, requestId: RequestIdSchema });
export const StaffNoticeReceiptSchema = z.object({ queued: z.literal(true) });

/* ----- The content service's parts of a staff change ----- */

/** A staff change for the audit log: its id is the member's or the invitation's. */
export const RecordStaffAuditSchema = z.object({
  actor: ActorSchema,
  action: z.enum(['create', 'update', 'delete', 'revoke', 'invite', 'resend', 'accept', 'suspend', 'reactivate', 'transfer']),
  entityId: IdSchema,
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  requestId: RequestIdSchema,
});
export const RecordedSchema = z.object({ recorded: z.boolean() });

/** Moves the posts a removed member created to the member chosen to take them. */
export const HandOverPostsSchema = z.object({
  from: z.object({ uid: z.string().nullable(), email: z.string() }),
  to: z.object({ uid: z.string().nullable(), email: z.string() }),
});
export const HandedOverSchema = z.object({ posts: z.number().int() });
