import sharp from 'sharp';
import { processImage, type ProcessedMedia } from './image-pipeline.js';
import { MediaRefused, type MediaLimits, type MediaRefusal } from './media-refused.js';
import { remakeShare, type ShareSource } from './share-remake.js';
import type { FocalPoint } from '@livefully/contracts';

// One libvips thread per pipeline and no operation cache: a job holds its own pictures and nothing after.
sharp.cache(false);
sharp.concurrency(1);

export interface ImageTask {
  input: Uint8Array;
  id: string;
  originalName: string;
  alt: string;
  limits: MediaLimits;
}

/** A refusal crosses the thread as data: an error's class does not survive the trip. */
export type ImageAnswer = { ok: true; processed: ProcessedMedia } | { ok: false; reason: MediaRefusal; message: string };

/** The image pool's task (image-pool.ts): the pipeline, in a worker thread. */
export default async function processInWorker({ input, id, originalName, alt, limits }: ImageTask): Promise<ImageAnswer> {
  try {
    const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
    return { ok: true, processed: await processImage(bytes, { id, originalName, alt }, limits) };
  } catch (error) {
    if (error instanceof MediaRefused) return { ok: false, reason: error.reason, message: error.message };
    throw error;
  }
}

export interface ShareTask {
  original: Uint8Array;
  item: ShareSource;
  focal: FocalPoint;
  limits: MediaLimits;
}

export type ShareAnswer = Awaited<ReturnType<typeof remakeShare>>;

/** The image pool's other task: a share image cut again around a new focal point (share-remake.ts). */
export async function shareInWorker({ original, item, focal, limits }: ShareTask): Promise<ShareAnswer> {
  return remakeShare(Buffer.from(original.buffer, original.byteOffset, original.byteLength), item, focal, limits);
}
