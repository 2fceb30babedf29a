// @ts-check
// The render workers behind the renderer's one listening socket (docs/server-rendering.md,
// "Remote deploys"): one serves; on a remote deploy a fresh one loads the new builds beside it,
// takes new requests once it has rendered a warm-up page, and the old one finishes what it was
// given and is stopped. node:worker_threads, not node:cluster or child processes: the front
// process keeps the socket and hands each render over as a message, so no request is ever
// offered to a process that is going away, and a worker costs a fresh module registry, not a
// fresh Node.
import { clearInterval, setInterval, setTimeout } from 'node:timers';
import { Worker } from 'node:worker_threads';

/**
 * @typedef {import('./render-worker.mjs').RenderAnswer} RenderAnswer
 * @typedef {{ status: number, headers: Record<string, string>, html: string }} RenderedDocument
 */

const SCRIPT = new URL('./render-worker.mjs', import.meta.url);

/** A render a worker could not give: it stopped (crashed, or was stopped) before it answered. */
export class WorkerGone extends Error {}

/** One worker and the renders it was given and has not answered. */
class RenderWorker {
  /** @param {string[]} variant the remotes it loads at their canary's build (none: the stable worker) */
  constructor(variant = []) {
    this.worker = new Worker(SCRIPT, { workerData: { variant } });
    this.version = '';
    /** The fingerprint of the remote builds it loaded (RemoteSet.version). */
    this.remotes = '';
    this.nextId = 0;
    /** @type {Map<number, { resolve: (answer: RenderedDocument) => void, reject: (error: Error) => void }>} */
    this.pending = new Map();
    /** @type {(() => void) | undefined} */
    this.onIdle = undefined;
    this.gone = false;
    /** Settles when the worker has loaded its builds, or failed to. */
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('error', reject);
      this.worker.once('exit', (code) => reject(new Error(`the worker exited (${code}) before it was ready`)));
      this.worker.on('message', (/** @type {any} */ message) => {
        if (message.type === 'ready') {
          this.version = message.version;
          this.remotes = message.remotes;
          resolve(undefined);
          return;
        }
        const answer = /** @type {RenderAnswer} */ (message);
        const waiting = this.pending.get(answer.id);
        if (!waiting) return;
        this.pending.delete(answer.id);
        if ('failed' in answer) waiting.reject(new Error(answer.failed));
        else waiting.resolve(answer);
        if (this.pending.size === 0) this.onIdle?.();
      });
    });
    this.worker.on('exit', () => {
      this.gone = true;
      for (const waiting of this.pending.values()) waiting.reject(new WorkerGone('the render worker stopped'));
      this.pending.clear();
      this.onIdle?.();
    });
  }

  /** @param {string} href @param {string} pathname @returns {Promise<RenderedDocument>} */
  render(href, pathname) {
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, href, pathname });
    });
  }

  /** Stops the worker once the renders it was given are answered, or after `drainMs` at most. */
  async retire(/** @type {number} */ drainMs) {
    if (this.pending.size > 0 && !this.gone) {
      await new Promise((resolve) => {
        this.onIdle = () => resolve(undefined);
        setTimeout(resolve, drainMs).unref();
      });
    }
    await this.worker.terminate();
  }
}

/**
 * A variant's worker (docs/releasing.md, "Canary"): started by the first render of its variant,
 * stopped when idle, at a deploy, or to make room for another.
 * @typedef {{ starting: Promise<RenderWorker>, worker?: RenderWorker, lastUsed: number }} VariantWorker
 */

/** How long a variant whose worker did not start is answered with that failure before it is tried again. */
const VARIANT_RETRY_MS = 10_000;

/**
 * The stable worker: one serving, and one starting with newer builds during a deploy. A worker
 * that fails to start (a build that does not load, a warm-up page that does not render) leaves
 * the serving one as it is, and says why. Beside it, one worker per canary variant in use, at
 * most `maxVariants` (the least recently used is stopped to make room), each stopped after
 * `variantIdleMs` without a render: at most 2 + maxVariants workers, and as many again for a
 * deploy's drain at most.
 */
export class RenderWorkers {
  /**
   * @param {{ warmUp: { href: string, pathname: string }, drainMs: number, log: (message: string) => void, maxVariants?: number, variantIdleMs?: number }} options
   */
  constructor({ warmUp, drainMs, log, maxVariants = 3, variantIdleMs = 600_000 }) {
    this.warmUp = warmUp;
    this.drainMs = drainMs;
    this.log = log;
    this.maxVariants = maxVariants;
    this.variantIdleMs = variantIdleMs;
    /** @type {Map<string, VariantWorker>} by the variant's names, joined with commas */
    this.variants = new Map();
    this.idleTimer = setInterval(() => this.retireIdle(), Math.max(1_000, Math.min(variantIdleMs, 60_000))).unref();
    /** @type {RenderWorker | undefined} the worker new renders go to */
    this.current = undefined;
    /** @type {Promise<boolean> | undefined} a replacement under way */
    this.starting = undefined;
    this.closed = false;
  }

  /** The build the serving worker renders with (`X-Render-Version`), or '' while none serves. */
  get version() {
    return this.current?.version ?? '';
  }

  /** The remote builds the serving worker loaded, or '' while none serves. */
  get remotes() {
    return this.current?.remotes ?? '';
  }

  /**
   * Renders with the serving worker, or the worker of `variant` (started now if none runs; it
   * rejects when that worker cannot start); undefined when no stable worker can (the caller answers 503).
   * @param {string} href @param {string} pathname @param {string[]} [variant] sorted remote names
   */
  render(href, pathname, variant = []) {
    if (variant.length === 0 || this.closed) return this.current?.render(href, pathname);
    const key = variant.join(',');
    let entry = this.variants.get(key);
    if (!entry) {
      this.makeRoom();
      entry = this.startVariant(variant, key);
      this.variants.set(key, entry);
    }
    entry.lastUsed = Date.now();
    return entry.starting.then((worker) => worker.render(href, pathname));
  }

  /** @param {string[]} variant @param {string} key @returns {VariantWorker} */
  startVariant(variant, key) {
    /** @type {VariantWorker} */
    const entry = { lastUsed: Date.now(), starting: Promise.resolve(/** @type {any} */ (undefined)) };
    entry.starting = (async () => {
      const fresh = new RenderWorker(variant);
      try {
        await fresh.ready;
        await fresh.render(this.warmUp.href, this.warmUp.pathname);
      } catch (error) {
        await fresh.worker.terminate();
        const reason = error instanceof Error ? error.message : String(error);
        this.log(`the render worker of canary variant ${key} did not start: ${reason}`);
        // Not tried again for every page meanwhile; its pages fail over to the static shell.
        setTimeout(() => this.variants.get(key) === entry && this.variants.delete(key), VARIANT_RETRY_MS).unref();
        throw new Error(`the canary variant ${key} cannot render: ${reason}`, { cause: error });
      }
      entry.worker = fresh;
      fresh.worker.on('exit', () => this.variants.get(key) === entry && this.variants.delete(key));
      this.log(`rendering canary variant ${key} with build ${fresh.version}`);
      return fresh;
    })();
    entry.starting.catch(() => {});
    return entry;
  }

  /** Stops the least recently used variant worker while as many as allowed run. */
  makeRoom() {
    while (this.variants.size >= this.maxVariants) {
      const [oldest] = [...this.variants.entries()].sort(([, a], [, b]) => a.lastUsed - b.lastUsed);
      if (!oldest) return;
      this.retireVariant(oldest[0], 'to make room for another');
    }
  }

  /** @param {string} key @param {string} why */
  retireVariant(key, why) {
    const entry = this.variants.get(key);
    if (!entry) return;
    this.variants.delete(key);
    this.log(`stopping the render worker of canary variant ${key} (${why})`);
    void entry?.starting.then((worker) => worker.retire(this.drainMs)).catch(() => {});
  }

  retireIdle() {
    const before = Date.now() - this.variantIdleMs;
    for (const [key, entry] of this.variants) if (entry.lastUsed < before) this.retireVariant(key, 'idle');
  }

  /**
   * Starts a fresh worker and, once it has loaded its builds and rendered the warm-up page, sends
   * new renders to it and retires the one before it. Resolves whether it took over; a
   * replacement already under way is waited for, not doubled.
   * @param {string} reason
   */
  replace(reason) {
    this.starting ??= this.start(reason).finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  /** @param {string} reason */
  async start(reason) {
    const fresh = new RenderWorker();
    try {
      await fresh.ready;
      // A worker that loaded but cannot render (render.cjs throws for every page) must not take over.
      await fresh.render(this.warmUp.href, this.warmUp.pathname);
    } catch (error) {
      this.log(
        `a new render worker (${reason}) did not start, the serving one goes on: ${error instanceof Error ? error.message : String(error)}`,
      );
      await fresh.worker.terminate();
      return false;
    }
    const old = this.current;
    this.current = fresh;
    fresh.worker.on('exit', () => this.lost(fresh));
    this.log(`rendering with build ${fresh.version} (${reason})`);
    // The variants' workers loaded the builds before this change: each is started again when next asked for.
    for (const key of [...this.variants.keys()]) this.retireVariant(key, 'the builds changed');
    if (old) await old.retire(this.drainMs);
    return true;
  }

  /** A serving worker that stopped on its own: renders answer 503 until a new one starts. @param {RenderWorker} worker */
  lost(worker) {
    if (this.current !== worker || this.closed) return;
    this.current = undefined;
    this.log('the render worker stopped: starting another');
    void this.replace('the last one stopped');
  }

  /** Stops every worker once the renders under way are answered. */
  async close() {
    this.closed = true;
    clearInterval(this.idleTimer);
    for (const key of [...this.variants.keys()]) this.retireVariant(key, 'the renderer stops');
    await this.starting?.catch(() => {});
    await this.current?.retire(this.drainMs);
  }
}
