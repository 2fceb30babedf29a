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

export const VerifyTokenSchema = z.object({ token: z.string().min(1) });

export const IDENTITY_PATTERNS = {
  verifyToken: 'identity.token.verify',
} as const;
