import { createHash } from 'node:crypto';

/** A strong validator of the exact bytes: the same on every replica for the same answer. */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/**
 * Whether an If-None-Match header matches the ETag (RFC 9110 §13.1.2: weak comparison, so a
 * `W/` prefix added by a proxy still matches; `*` matches any current answer).
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return (tag.startsWith('W/') ? tag.slice(2) : tag) === opaque;
  });
}

/** Answers tied to a person, and failures, are never stored by a browser or a shared cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
