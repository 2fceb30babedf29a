// @ts-check
// The render workers behind the renderer's one listening socket (docs/server-rendering.md,
// "Remote deploys"): one serves; on a remote deploy a fresh one loads the new builds beside it,
// takes new requests once it has rendered a warm-up page, and the old one finishes what it was
// given and is stopped. node:worker_threads, not node:cluster or child processes: the front
// process keeps the socket and hands each render over as a message, so no request is ever
// offered to a process that is going away, and a worker costs a fresh module registry, not a
// fresh Node.
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
  constructor() {
    this.worker = new Worker(SCRIPT);
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
 * At most two workers at once: the one serving, and one starting with newer builds. A worker
 * that fails to start (a build that does not load, a warm-up page that does not render) leaves
 * the serving one as it is, and says why.
 */
export class RenderWorkers {
  /**
   * @param {{ warmUp: { href: string, pathname: string }, drainMs: number, log: (message: string) => void }} options
   */
  constructor({ warmUp, drainMs, log }) {
    this.warmUp = warmUp;
    this.drainMs = drainMs;
    this.log = log;
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
   * Renders with the serving worker; undefined when none can (the caller answers 503).
   * @param {string} href @param {string} pathname
   */
  render(href, pathname) {
    return this.current?.render(href, pathname);
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
    await this.starting?.catch(() => {});
    await this.current?.retire(this.drainMs);
  }
}
