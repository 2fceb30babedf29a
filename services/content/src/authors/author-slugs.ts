import { slugify } from '@livefully/contracts';

/** What a name that makes no slug at all (only symbols) is called instead. */
const FALLBACK = 'author';

/**
 * The first free slug for a name, the editor's own slug rule (`slugify`) with `-2`, `-3`… after
 * it while one is taken: two people with one name get two pages.
 */
export function freeSlug(name: string, taken: ReadonlySet<string>): string {
  const base = slugify(name) || FALLBACK;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const slug = `${base}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}
