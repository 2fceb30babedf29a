import { ContactMessageSchema, type ContactMessage } from '@livefully/contracts';
import type { ContactErrors, ContactField, ContactValues } from './use-contact-form';

/** The server's own schema decides, so the browser shows exactly the messages of docs/requirements.md#r-contact-form. */
export function validateContact(values: ContactValues): { message?: ContactMessage; errors: ContactErrors } {
  const result = ContactMessageSchema.safeParse(values);
  if (result.success) return { message: result.data, errors: {} };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { errors };
}
