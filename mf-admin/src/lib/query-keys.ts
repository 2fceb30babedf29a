/**
 * Every admin query lives under 'admin', apart from the public pages' caches; a feature's list
 * and detail keys sit under its own prefix, so a write can refresh the counts of the others.
 */
export const adminKeys = {
  all: ['admin'] as const,
  session: ['admin', 'session'] as const,
  posts: ['admin', 'posts'] as const,
  guides: ['admin', 'guides'] as const,
  topics: ['admin', 'topics'] as const,
  categories: ['admin', 'categories'] as const,
  inbox: ['admin', 'inbox'] as const,
  subscribers: ['admin', 'subscribers'] as const,
  mailings: ['admin', 'mailings'] as const,
  people: ['admin', 'people'] as const,
  trash: ['admin', 'trash'] as const,
  audit: ['admin', 'audit'] as const,
  staff: ['admin', 'staff'] as const,
  list: (feature: readonly string[]) => [...feature, 'list'] as const,
  detail: (feature: readonly string[], id: string) => [...feature, 'detail', id] as const,
};
