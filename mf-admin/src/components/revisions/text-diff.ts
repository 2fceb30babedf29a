import { diffLines, diffWords } from 'diff';

export type DiffPart = { value: string; added: boolean; removed: boolean };

/** Names of the ids a value may hold (a category, topics), shown in their place. */
export type DisplayNames = Readonly<Record<string, string>>;

/** A field's value as a person reads it in a diff: lists one item a line, ids by their names, nothing as empty. */
export function displayValue(value: unknown, names: DisplayNames = {}): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((item) => displayValue(item, names)).join('\n');
  if (typeof value === 'string' && Object.hasOwn(names, value)) return names[value]!;
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

/**
 * The change from one value of a field to another (jsdiff): markdown and other text of several
 * lines by line, then by word inside a changed line pair; a one-line value by word.
 */
export function diffValues(before: unknown, after: unknown, names: DisplayNames = {}): DiffPart[] {
  const [a, b] = [displayValue(before, names), displayValue(after, names)];
  if (!a.includes('\n') && !b.includes('\n')) return parts(diffWords(a, b));
  // Every line ends with a newline, so a last line that gained one still reads as unchanged.
  const lines = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);
  return parts(diffLines(lines(a), lines(b)));
}

function parts(changes: { value: string; added?: boolean; removed?: boolean }[]): DiffPart[] {
  return changes.map((change) => ({ value: change.value, added: Boolean(change.added), removed: Boolean(change.removed) }));
}

/** The fields whose values differ between two states of an item, in the given order. */
export function changedFields(a: Record<string, unknown>, b: Record<string, unknown>, fields: readonly string[]): string[] {
  return fields.filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]));
}
