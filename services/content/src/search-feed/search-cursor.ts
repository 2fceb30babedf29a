import type { SearchDocumentKind } from '@livefully/contracts';

/** The feed walks posts, then guides, then topics, each in id order; a cursor is the last one handed out. */
export const FEED_ORDER: readonly SearchDocumentKind[] = ['post', 'guide', 'topic'];

export interface FeedPosition {
  kind: SearchDocumentKind;
  /** Continue after this id; undefined starts the kind from its first row. */
  afterId?: string | undefined;
}

export function encodeFeedCursor(kind: SearchDocumentKind, id: string): string {
  return `${kind}:${id}`;
}

/** SearchDocumentsQuerySchema has already checked the shape. */
export function decodeFeedCursor(cursor: string | undefined): FeedPosition {
  if (!cursor) return { kind: 'post' };
  const [kind, id] = cursor.split(':') as [SearchDocumentKind, string];
  return { kind, afterId: id };
}
