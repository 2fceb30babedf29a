import { Injectable } from '@nestjs/common';

/** One invalidation: the tags it drops and why (for logs and for listeners that want the change itself). */
export interface Invalidation {
  tags: readonly string[];
  reason: { source: 'content'; kind: string; id: string; action: string } | { source: 'search-index' };
  /** When this gateway heard it (ms since the epoch). */
  at: number;
}

export type InvalidationListener = (invalidation: Invalidation) => void | Promise<void>;

/**
 * The gateway's one signal that public content changed: the content service's content.changed
 * and the search service's index changes arrive here (cache-events.controller.ts) in every
 * replica. The read cache listens; so can anything else that keeps copies of public answers
 * (rendered pages): `invalidation.subscribe(listener)` returns the unsubscribe function.
 */
@Injectable()
export class CacheInvalidation {
  private readonly listeners = new Set<InvalidationListener>();
  private readonly lastByTag = new Map<string, number>();

  subscribe(listener: InvalidationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells every listener, and waits for all of them; one listener's failure does not stop the others. */
  async publish(invalidation: Omit<Invalidation, 'at'>): Promise<void> {
    const heard: Invalidation = { ...invalidation, at: Date.now() };
    for (const tag of heard.tags) this.lastByTag.set(tag, heard.at);
    await Promise.allSettled([...this.listeners].map(async (listener) => listener(heard)));
  }

  /** Whether any of the tags was dropped at or after `since`: a read that started before then may hold old data. */
  droppedSince(tags: readonly string[], since: number): boolean {
    return tags.some((tag) => (this.lastByTag.get(tag) ?? 0) >= since);
  }
}
