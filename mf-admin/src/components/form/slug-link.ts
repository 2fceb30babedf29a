import { slugify } from '@livefully/contracts';

/** A slug that follows its title until an editor types one by hand. */
export type SlugLink = { slug: string; slugLinked: boolean };

export function slugAfterTitle(current: SlugLink, title: string): SlugLink {
  return current.slugLinked ? { slug: slugify(title), slugLinked: true } : { slug: current.slug, slugLinked: false };
}

/** What a new title changes: the slug while it follows, nothing once edited by hand. */
export function titleChange<K extends string>(key: K, current: SlugLink, title: string): Record<K, string> & Partial<SlugLink> {
  const slug = current.slugLinked ? slugAfterTitle(current, title) : {};
  return { [key]: title, ...slug } as Record<K, string> & Partial<SlugLink>;
}

export function slugEditedByHand(slug: string): SlugLink {
  return { slug, slugLinked: false };
}

export function slugFromTitle(title: string): SlugLink {
  return { slug: slugify(title), slugLinked: true };
}
