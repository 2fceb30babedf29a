import type { FieldIssue } from '../../lib/api-problem';

/** A message per field, keyed by the field's name (an issue's first path segment). */
export type FieldErrors = Partial<Record<string, string>>;

export type FormParse<T> = { success: true; data: T; errors: FieldErrors } | { success: false; errors: FieldErrors };

/** The first message of each field wins, as a person fixes one thing at a time. */
export function issuesToFieldErrors(issues: readonly FieldIssue[], messages: FieldErrors = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    const field = path[0];
    if (typeof field !== 'string' || errors[field] !== undefined) continue;
    errors[field] = messages[field] ?? message;
  }
  return errors;
}

/** What parseForm needs of a zod schema. */
export type SafeParser<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly FieldIssue[] } };
};

/**
 * Parses with the same schema the server uses, so a rule and its message exist once; `messages`
 * rephrases the few that read oddly beside a control (an unchosen <select> is not a "UUID").
 */
export function parseForm<T>(schema: SafeParser<T>, input: unknown, messages?: FieldErrors): FormParse<T> {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data, errors: {} };
  return { success: false, errors: issuesToFieldErrors(result.error.issues, messages) };
}

/** The fields with a message, in the order the form shows them; others (if any) after. */
export function orderedErrors(errors: FieldErrors, order: readonly string[]): { field: string; message: string }[] {
  const fields = [...order, ...Object.keys(errors).filter((field) => !order.includes(field))];
  return fields.flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, message }] : [];
  });
}
