import type { BoundOperation, ContentChanged, ReadCachePolicy, ReadCacheSource } from '@livefully/contracts';

/** What a public read without a policy of its own depends on: every kind of content. */
export const DEFAULT_READ_CACHE_POLICY: ReadCachePolicy = { dependsOn: ['post', 'guide', 'topic', 'category'] };

/** The tag of every entry that any change of a source drops. */
export const sourceTag = (source: ReadCacheSource): string => `all:${source}`;
/**
 * The tag of every rendered page: a page shows lists and items of every kind, so any change of
 * public content (or of the search index) drops them all; they are cheap to render again.
 */
export const PAGES_TAG = 'pages';
/** The tag of the entries about one item. */
export const itemTag = (kind: string, id: string): string => `${kind}:${id}`;

/** The tags a content.changed drops: everything that depends on its kind, and everything about its item. */
export function changeTags(change: Pick<ContentChanged, 'kind' | 'id'>): string[] {
  return [sourceTag(change.kind), itemTag(change.kind, change.id)];
}

/** The tags a search index change drops: every search. */
export const SEARCH_INDEX_TAGS = [sourceTag('search')];

export function policyOf(op: BoundOperation): ReadCachePolicy {
  return op.http.readCache ?? DEFAULT_READ_CACHE_POLICY;
}

/**
 * The tags of one cached answer: one per source it depends on, and its item's own tag when the
 * answer (or the message) names the item. An answer without the id (a 404 for a slug) is tagged
 * with the item's whole kind instead, so that a publish of that slug drops it.
 */
export function entryTags(op: BoundOperation, message: unknown, answer: unknown): string[] {
  const { dependsOn, item } = policyOf(op);
  const tags = dependsOn.map(sourceTag);
  if (!item) return tags;
  const id = idOf(item.id === 'answer' ? answer : message);
  tags.push(id ? itemTag(item.kind, id) : sourceTag(item.kind));
  return tags;
}

function idOf(value: unknown): string | undefined {
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}
