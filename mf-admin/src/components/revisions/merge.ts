/** One field of an editor as three states: the version an edit was based on, the one saved since, and the editor's. */
export type FieldMerge = {
  field: string;
  base: unknown;
  theirs: unknown;
  mine: unknown;
  /** Someone else changed the field since the edit began. */
  theirsChanged: boolean;
  /** The editor changed the field. */
  mineChanged: boolean;
  /** Both changed it, to different values: only a person can choose. */
  conflict: boolean;
};

export type MergeChoice = 'mine' | 'theirs';
export type MergeChoices = Record<string, MergeChoice>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields either side changed, in the editor's field order: what the conflict dialog shows.
 * A field both changed to the same value is no conflict and is left out.
 */
export function threeWayMerge<V extends object>(base: V, theirs: V, mine: V, fields: readonly string[]): FieldMerge[] {
  const at = (values: V, field: string) => (values as Record<string, unknown>)[field];
  return fields.flatMap((field) => {
    const [b, t, m] = [at(base, field), at(theirs, field), at(mine, field)];
    if (same(t, m)) return [];
    const theirsChanged = !same(b, t);
    const mineChanged = !same(b, m);
    return [{ field, base: b, theirs: t, mine: m, theirsChanged, mineChanged, conflict: theirsChanged && mineChanged }];
  });
}

/** What the dialog starts with: each side's own changes kept; where both changed, the editor's. */
export function defaultChoices(merges: readonly FieldMerge[]): MergeChoices {
  return Object.fromEntries(merges.map((merge) => [merge.field, merge.mineChanged ? 'mine' : 'theirs']));
}

/**
 * The merged values: the version saved since, with the editor's value wherever "keep mine" was
 * chosen. Fields neither side changed are the same in both.
 */
export function mergeValues<V extends object>(theirs: V, mine: V, choices: MergeChoices): V {
  const merged: Record<string, unknown> = { ...(theirs as Record<string, unknown>) };
  for (const [field, choice] of Object.entries(choices)) {
    if (choice === 'mine') merged[field] = (mine as Record<string, unknown>)[field];
  }
  return merged as V;
}
