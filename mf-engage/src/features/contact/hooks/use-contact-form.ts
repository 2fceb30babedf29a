import type { ContactMessage } from '@livefully/contracts';
import { useEffect, useRef, useState } from 'react';

export type ContactField = keyof ContactMessage;
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

type Validate = typeof import('./validate-contact').validateContact;
let validate: Validate | undefined;

/**
 * The schema that checks a message is zod's (about 35 KB): it loads when the form is first used
 * (a field focused, a send tried), not with the page, whose first view it would double.
 */
export function loadValidation(): Promise<Validate> {
  if (validate) return Promise.resolve(validate);
  return import('./validate-contact').then((module) => (validate = module.validateContact));
}

/**
 * The contact form's values and messages. Messages appear when a send is tried, and from then
 * on follow each keystroke, so a fixed field clears its message at once.
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [tried, setTried] = useState(false);
  // What a check reads once the schema is here: the values as they are then.
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  const setValue = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Tried means the schema is here.
    if (tried && validate) setErrors(validate(next).errors);
  };
  /** The message to send, trimmed; or, after showing what is wrong, the first field in error. */
  const check = async (): Promise<{ message: ContactMessage } | { invalid: ContactField }> => {
    const run = await loadValidation();
    setTried(true);
    const result = run(latest.current);
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
