import { z } from 'zod';
import { StaffRoleSchema } from './staff-roles.js';

export const ProfileSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  /** May enter the admin area: every active staff member, of any role (docs/roles.md). */
  isAdmin: z.boolean(),
  /** The active staff member's role; null for a reader and for a suspended member. */
  role: StaffRoleSchema.nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** GET /api/auth/me: the browser reads data.user.isAdmin or data.isAdmin (docs/requirements.md#r-api). */
export const MeResponseSchema = z.object({ user: ProfileSchema, isAdmin: z.boolean() });
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const VerifyTokenSchema = z.object({ token: z.string().min(1, 'token is required').max(8192, 'token is too long') });
export type VerifyToken = z.infer<typeof VerifyTokenSchema>;

/**
 * Who vouched for a token: Firebase (signed with Google's keys) or the Auth Emulator, which
 * signs nothing, so that anyone can write a token it accepts. The gateway takes an emulator's
 * token from this machine only (docs/embedded-network.md).
 */
export const TokenIssuerSchema = z.enum(['firebase', 'auth-emulator']);
export type TokenIssuer = z.infer<typeof TokenIssuerSchema>;

/** The identity service's answer for a valid token: the stored profile, when the token lapses and who vouched for it. */
export const VerifiedTokenSchema = z.object({
  user: ProfileSchema,
  expiresAt: z.iso.datetime({ offset: true }),
  issuer: TokenIssuerSchema,
});
export type VerifiedToken = z.infer<typeof VerifiedTokenSchema>;
