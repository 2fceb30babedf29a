/**
 * The site's editable kinds of content, each with the plural its admin routes and message
 * patterns use (`/api/admin/posts`, `content.admin.posts.*`). Every list of the kinds in the
 * contracts (revisions, the trash, the audit log, the change events, cache sources) derives from
 * this one, so a kind is added here once.
 */
export const CONTENT_KIND_PLURALS = { post: 'posts', guide: 'guides', topic: 'topics', category: 'categories' } as const;
export type ContentKindName = keyof typeof CONTENT_KIND_PLURALS;

/** The kinds in their usual order: posts, guides, topics, categories. */
export const CONTENT_KINDS = Object.keys(CONTENT_KIND_PLURALS) as [ContentKindName, ...ContentKindName[]];

/** A kind's plural, typed as the literal it is. */
export function pluralOf<const K extends ContentKindName>(kind: K): (typeof CONTENT_KIND_PLURALS)[K] {
  return CONTENT_KIND_PLURALS[kind];
}
