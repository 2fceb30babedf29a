/** One field an audit entry changed, with its value before and after (absent on a create or a delete). */
export type FieldChange = {
  field: string;
  before: string | undefined;
  after: string | undefined;
  /** Text of several lines on both sides: shown as a line-by-line diff, not as two blocks. */
  multiline: boolean;
};

/** Bookkeeping fields every save changes; they are shown in the entry itself, not as a change. */
const SKIPPED = new Set(['id', 'createdAt', 'updatedAt']);

/**
 * The fields an audit entry's before and after views differ in, in the order the views give
 * them: on a create every field of the after view, on a delete every field of the before view.
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const from = asRecord(before);
  const to = asRecord(after);
  const fields = [...new Set([...Object.keys(from ?? {}), ...Object.keys(to ?? {})])].filter((field) => !SKIPPED.has(field));
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const old = from && field in from ? show(from[field]) : undefined;
    const now = to && field in to ? show(to[field]) : undefined;
    if (old === now) continue;
    const multiline = old !== undefined && now !== undefined && (old.includes('\n') || now.includes('\n'));
    changes.push({ field, before: old, after: now, multiline });
  }
  return changes;
}

/**
 * The title a view names its item by: a post's or guide's title, a topic's or category's name,
 * the title of the post a preview link shows.
 */
export function auditTitle(before: unknown, after: unknown): string | undefined {
  for (const view of [asRecord(after), asRecord(before)]) {
    const title = view?.title ?? view?.name ?? view?.postTitle ?? view?.email;
    if (typeof title === 'string' && title) return title;
  }
  return undefined;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function show(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
