import { ContactMessageSchema, type ContactMessage } from '@livefully/contracts';
import { useState } from 'react';

export type ContactField = keyof ContactMessage;
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];
const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

/** The server's own schema decides, so the browser shows exactly the messages of SPEC §5. */
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

/**
 * The contact form's values and messages. Messages appear when a send is tried, and from then
 * on follow each keystroke, so a fixed field clears its message at once.
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [tried, setTried] = useState(false);

  const setValue = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (tried) setErrors(validateContact(next).errors);
  };

  /** The message to send, trimmed; or, after showing what is wrong, the first field in error. */
  const check = (): { message: ContactMessage } | { invalid: ContactField } => {
    setTried(true);
    const result = validateContact(values);
    setErrors(result.errors);
    if (result.message) return { message: result.message };
    return { invalid: CONTACT_FIELDS.find((field) => result.errors[field]) ?? 'name' };
  };

  /** Values typed into the server-rendered form before it came alive become the form's own. */
  const adopt = (typed: Partial<ContactValues>) => {
    const changed = CONTACT_FIELDS.filter((field) => typed[field] !== undefined && typed[field] !== values[field]);
    if (changed.length) setValues((current) => ({ ...current, ...Object.fromEntries(changed.map((field) => [field, typed[field]])) }));
  };

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    setTried(false);
  };

  return { values, errors, setValue, check, reset, adopt };
}

export type ContactForm = ReturnType<typeof useContactForm>;
