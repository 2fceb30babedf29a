// The pipeline's native library must be loaded by the main thread before any worker loads it:
// a worker that exits would otherwise unload it under the others.
import 'sharp';
import { Piscina } from 'piscina';
import type { ProcessedMedia } from './image-pipeline.js';
import type { ImageAnswer, ImageTask, ShareAnswer, ShareTask } from './image-worker.js';
import { MediaRefused, type MediaLimits } from './media-refused.js';

export interface ImagePoolOptions {
  /** Images made at once, each in its own worker thread. */
  workers: number;
  /** Uploads that may wait for a worker; one more is refused at once. */
  queue: number;
  limits: MediaLimits;
  /** The worker's module; the pipeline's unless a test gives another. */
  filename?: string;
}

/** The JavaScript heap a worker may use: the SVG sanitiser's DOM of an upload lives there. */
const WORKER_HEAP_MB = 256;
const BUSY = 'Every place in the image queue is taken; try the upload again in a minute';
const TOO_COMPLEX = 'The image needs more memory to read than an upload may use';

/**
 * Uploads made into the library's files off the request path (docs/media.md): a bounded number
 * of worker threads (Piscina) and a bounded queue before them. An upload takes its place before
 * its body is read and keeps it until its files are made, so at most workers + queue uploads are
 * in memory at once; one more is refused with a quick 'busy' instead of waiting.
 */
export class ImagePool {
  private readonly pool: Piscina<ImageTask | ShareTask, ImageAnswer | ShareAnswer>;
  private readonly capacity: number;
  private held = 0;

  constructor(private readonly options: ImagePoolOptions) {
    this.capacity = options.workers + options.queue;
    this.pool = new Piscina({
      filename: options.filename ?? new URL('./image-worker.js', import.meta.url).href,
      minThreads: 0,
      maxThreads: options.workers,
      // The places are counted here, so Piscina's own queue never has to refuse.
      maxQueue: this.capacity,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
  }

  /** A place for one upload, or MediaRefused('busy') at once; call the answer when done with it. */
  admit(): () => void {
    if (this.held >= this.capacity) throw new MediaRefused('busy', BUSY);
    this.held++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.held--;
    };
  }

  /** The files of one admitted upload, made in a worker. */
  async process(input: Buffer, item: { id: string; originalName: string; alt: string }): Promise<ProcessedMedia> {
    let answer: ImageAnswer;
    try {
      answer = (await this.pool.run({ input, ...item, limits: this.options.limits })) as ImageAnswer;
    } catch (error) {
      // The worker's heap limit: an SVG whose DOM would not fit.
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw new MediaRefused('too-large', TOO_COMPLEX);
      throw error;
    }
    if (!answer.ok) throw new MediaRefused(answer.reason, answer.message);
    const { files, item: made } = answer.processed;
    // Buffers cross the thread as plain byte arrays.
    return {
      files: files.map((file) => ({ ...file, body: Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength) })),
      item: made,
    };
  }

  /**
   * The share image of an admitted focal point change (docs/media.md), made in a worker from the
   * stored original: the same places, threads and limits as an upload.
   */
  async share(task: Omit<ShareTask, 'limits'>): Promise<ShareAnswer> {
    const { file, variant } = (await this.pool.run({ ...task, limits: this.options.limits }, { name: 'shareInWorker' })) as ShareAnswer;
    return { file: { ...file, body: Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength) }, variant };
  }

  /** Uploads holding a place now (running or waiting). */
  get busy(): number {
    return this.held;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
