/** One field an audit entry changed, with its value before and after (absent on a create or a delete). */
export type FieldChange = {
  field: string;
  before: string | undefined;
  after: string | undefined;
  /** For text over one line on both sides: the lines kept, removed and added. */
  lines?: LineChange[];
};

export type LineChange = { kind: 'same' | 'removed' | 'added'; text: string };

/** Bookkeeping fields every save changes; they are shown in the entry itself, not as a change. */
const SKIPPED = new Set(['id', 'createdAt', 'updatedAt']);
/** Past this many lines on either side a text is shown whole on each side, not line by line. */
const LINE_DIFF_MAX = 1_500;

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
    const change: FieldChange = { field, before: old, after: now };
    if (old !== undefined && now !== undefined && (old.includes('\n') || now.includes('\n'))) {
      const lines = lineDiff(old.split('\n'), now.split('\n'));
      if (lines) change.lines = lines;
    }
    changes.push(change);
  }
  return changes;
}

/** The title a view names its item by: a post's or guide's title, a topic's or category's name. */
export function auditTitle(before: unknown, after: unknown): string | undefined {
  for (const view of [asRecord(after), asRecord(before)]) {
    const title = view?.title ?? view?.name;
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

/** The longest common run of lines (LCS), as kept, removed and added lines; undefined when too long to compare. */
export function lineDiff(a: string[], b: string[]): LineChange[] | undefined {
  if (a.length > LINE_DIFF_MAX || b.length > LINE_DIFF_MAX) return undefined;
  const n = a.length;
  const m = b.length;
  // lengths[i][j]: the LCS of a[i..] and b[j..], one flat array.
  const lengths = new Uint32Array((n + 1) * (m + 1));
  const at = (i: number, j: number) => i * (m + 1) + j;
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      lengths[at(i, j)] = a[i] === b[j] ? lengths[at(i + 1, j + 1)]! + 1 : Math.max(lengths[at(i + 1, j)]!, lengths[at(i, j + 1)]!);
    }
  }
  const out: LineChange[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', text: a[i]! });
      i += 1;
      j += 1;
    } else if (lengths[at(i + 1, j)]! >= lengths[at(i, j + 1)]!) {
      out.push({ kind: 'removed', text: a[i]! });
      i += 1;
    } else {
      out.push({ kind: 'added', text: b[j]! });
      j += 1;
    }
  }
  for (; i < n; i += 1) out.push({ kind: 'removed', text: a[i]! });
  for (; j < m; j += 1) out.push({ kind: 'added', text: b[j]! });
  return out;
}
