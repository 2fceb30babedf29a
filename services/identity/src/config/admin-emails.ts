import { z } from 'zod';
import { EmailSchema } from '../common/email.js';

/** `ADMIN_EMAILS=ada@example.com, Bob@Example.com`: each address checked, lower-cased, once. */
export const AdminEmailsSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const entries = (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !EmailSchema.safeParse(entry).success);
    if (bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not an e-mail address: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return [...new Set(entries.map((entry) => EmailSchema.parse(entry)))];
  });
