import type { ContentChanged } from '@livefully/contracts';

/**
 * What a committed change tells the search service, before it is stamped with a time.
 * `upserted`: the item is visible to the public now, (re)index it; `deleted`: it is gone or
 * hidden (a draft, a post scheduled for later), drop it.
 */
export type ContentNotice = Omit<ContentChanged, 'at'>;

export const upserted = (kind: ContentNotice['kind'], id: string): ContentNotice => ({ kind, id, action: 'upserted' });
export const deleted = (kind: ContentNotice['kind'], id: string): ContentNotice => ({ kind, id, action: 'deleted' });

/** A post is announced by what visitors can see of it after the change. */
export const postNotice = (id: string, visible: boolean): ContentNotice => (visible ? upserted('post', id) : deleted('post', id));
