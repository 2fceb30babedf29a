import { z } from 'zod';

/** One problem with one field of a request, as the browser shows it beside that field. */
export const FieldIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

export const ErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  issues: z.array(FieldIssueSchema).optional(),
  /** What the caller needs to resolve the refusal, e.g. both versions of a 409 VERSION_CONFLICT. */
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
export type SuccessBody<T> = { success: true; data: T };

export function ok<T>(data: T): SuccessBody<T> {
  return { success: true, data };
}

/** Turns zod's issues into the field-by-field list of an error body. */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    message: issue.message,
  }));
}
