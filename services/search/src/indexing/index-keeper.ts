import { Inject, Injectable, Optional, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SEARCH_TYPE_OF_KIND, type ContentChanged, type SearchDocumentKind } from '@livefully/contracts';
import { describeError, SERVICE_LOGGER, type Logger } from '@livefully/service-kit';
import { ContentSource } from '../content/content-source.js';
import { SEARCH_ENGINE, type SearchEngine } from '../engine/search-engine.js';
import { IndexEvents } from './index-events.js';

export type IndexState = 'waiting' | 'reconciling' | 'ready';

type DocumentChange = ContentChanged & { kind: SearchDocumentKind };

const RECONCILE_BACKOFF_MS = { first: 500, max: 30_000 };
const CHANGE_RETRY_DELAYS_MS = [200, 1_000, 3_000];

/**
 * Keeps the index equal to what the content service shows the public.
 * - On start (and whenever a change could not be applied) a reconcile pulls every public
 *   document and rebuilds the index, retrying with backoff while content is unreachable;
 *   searches meanwhile answer from the index as it is.
 * - Each content.changed re-reads that one item and upserts or removes it. Changes to one
 *   item run one after another, so a slow earlier read never overwrites a later one; a change
 *   that arrives during a rebuild is applied again once the new index is in place.
 */
@Injectable()
export class IndexKeeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private state: IndexState = 'waiting';
  private reconciling: Promise<void> | undefined;
  private seenDuringRebuild: Map<string, DocumentChange> | undefined;
  private readonly queues = new Map<string, Promise<void>>();
  private stopped = false;
  private wake: (() => void) | undefined;

  constructor(
    @Inject(SEARCH_ENGINE) private readonly engine: SearchEngine,
    private readonly content: ContentSource,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    @Optional() private readonly events?: IndexEvents,
  ) {}

  get indexState(): IndexState {
    return this.state;
  }

  onApplicationBootstrap(): void {
    // Not awaited: the service answers (from an empty or older index) while it reconciles.
    void this.reconcileUntilDone();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    this.wake?.();
  }

  /** Runs one reconcile to success, or joins the one under way. */
  reconcileUntilDone(): Promise<void> {
    this.reconciling ??= this.retryReconcile().finally(() => (this.reconciling = undefined));
    return this.reconciling;
  }

  async changed(change: ContentChanged): Promise<void> {
    // A category has no document; its posts and guides are announced one by one.
    if (change.kind === 'category') return;
    const documentChange = change as DocumentChange;
    const key = `${change.kind}:${change.id}`;
    this.seenDuringRebuild?.set(key, documentChange);
    await this.inOrder(key, () => this.applyWithRetry(documentChange));
  }

  private async retryReconcile(): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt += 1) {
      try {
        await this.reconcile();
        return;
      } catch (error) {
        const delay = Math.min(RECONCILE_BACKOFF_MS.first * 2 ** attempt, RECONCILE_BACKOFF_MS.max);
        this.logger.warn(`reconcile failed (${describeError(error)}); trying again in ${delay} ms`);
        await this.sleep(delay);
      }
    }
  }

  private async reconcile(): Promise<void> {
    const started = performance.now();
    if (this.state !== 'ready') this.state = 'reconciling';
    this.seenDuringRebuild = new Map();
    let count: number;
    let missed: DocumentChange[];
    try {
      count = await this.engine.replaceAll(this.content.documents());
    } finally {
      missed = [...(this.seenDuringRebuild?.values() ?? [])];
      this.seenDuringRebuild = undefined;
    }
    this.state = 'ready';
    this.events?.changed('rebuild');
    this.logger.info(
      { engine: this.engine.name, documents: count },
      `index rebuilt from the content service: ${count} documents in ${Math.round(performance.now() - started)} ms`,
    );
    for (const change of missed) await this.inOrder(`${change.kind}:${change.id}`, () => this.applyWithRetry(change));
  }

  private async applyWithRetry(change: DocumentChange): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.apply(change);
      } catch (error) {
        const delay = CHANGE_RETRY_DELAYS_MS[attempt];
        if (delay === undefined || this.stopped) {
          this.logger.warn(`${change.kind} ${change.id} not updated (${describeError(error)}); rebuilding the index to catch up`);
          void this.reconcileUntilDone();
          return;
        }
        await this.sleep(delay);
      }
    }
  }

  private async apply({ kind, id, action }: DocumentChange): Promise<void> {
    const type = SEARCH_TYPE_OF_KIND[kind];
    const document = action === 'deleted' ? null : await this.content.document({ kind, id });
    if (document) await this.engine.upsert(document);
    else await this.engine.remove(type, id);
    this.events?.changed('change');
  }

  private inOrder(key: string, work: () => Promise<void>): Promise<void> {
    const next = (this.queues.get(key) ?? Promise.resolve()).then(work, work);
    this.queues.set(key, next);
    void next.finally(() => {
      if (this.queues.get(key) === next) this.queues.delete(key);
    });
    return next;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
