import { META_DESCRIPTION_SHOWN, META_TITLE_SHOWN } from '@livefully/contracts';

/**
 * Cuts a text where a search result would, about `limit` characters, at the last word that
 * fits, and ends it with "…"; a text that fits is left whole.
 */
export function cutLikeSearch(text: string, limit: number): string {
  const whole = text.trim().replace(/\s+/g, ' ');
  if (whole.length <= limit) return whole;
  const room = whole.slice(0, limit - 1);
  const space = room.lastIndexOf(' ');
  // A single long word is cut inside it rather than dropped.
  const kept = space > limit / 2 ? room.slice(0, space) : room;
  return `${kept.replace(/[\s,;:.–—-]+$/, '')}…`;
}

export const cutTitle = (title: string) => cutLikeSearch(title, META_TITLE_SHOWN);
export const cutDescription = (description: string) => cutLikeSearch(description, META_DESCRIPTION_SHOWN);

/**
 * The address line of a search result: the host, then the path's segments as breadcrumbs
 * (`example.com › blog › morning-tea`), as search engines show a page's address.
 */
export function searchBreadcrumbs(address: string): string {
  if (!URL.canParse(address)) return address;
  const url = new URL(address);
  const segments = url.pathname.split('/').filter(Boolean).map(decodeSegment);
  return [url.host, ...segments].join(' › ');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
