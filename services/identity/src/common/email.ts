import { z } from 'zod';

/**
 * Admin rights are keyed by e-mail address, compared lower-cased: Google and Firebase report
 * addresses lower-cased, but an operator may type `Ada@Example.com`.
 */
export const EmailSchema = z
  .string()
  .trim()
  .pipe(z.email())
  .transform((email) => email.toLowerCase());

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
