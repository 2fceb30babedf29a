import { z } from 'zod';

export const ProfileSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** GET /api/auth/me: the browser reads data.user.isAdmin or data.isAdmin (SPEC §7). */
export const MeResponseSchema = z.object({ user: ProfileSchema, isAdmin: z.boolean() });
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const VerifyTokenSchema = z.object({ token: z.string().min(1, 'token is required').max(8192, 'token is too long') });
export type VerifyToken = z.infer<typeof VerifyTokenSchema>;

/** The identity service's answer for a valid token: the stored profile and when the token lapses. */
export const VerifiedTokenSchema = z.object({ user: ProfileSchema, expiresAt: z.iso.datetime({ offset: true }) });
export type VerifiedToken = z.infer<typeof VerifiedTokenSchema>;
