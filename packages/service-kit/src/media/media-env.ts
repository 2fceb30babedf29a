import { join } from 'node:path';
import { z } from 'zod';
import { FolderMediaStore } from './folder-store.js';
import type { MediaLimits } from './media-refused.js';
import type { MediaStore } from './media-store.js';
import { S3MediaStore } from './s3-store.js';

/**
 * The media store's settings, shared by the gateway (uploads, serving) and the content service
 * (the seed's images, deletes). `folder` keeps the files in MEDIA_DIR (embedded mode: under the
 * data directory); `s3` in a bucket of an S3-compatible server (full mode: MinIO).
 */
export const MEDIA_ENV_SHAPE = {
  MEDIA_STORE: z.enum(['folder', 's3']).default('folder'),
  /** The folder store's root; `<working directory>/.data/media` when unset. */
  MEDIA_DIR: z.string().trim().min(1).optional(),
  MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http or https URL, e.g. http://minio:9000' }).optional(),
  MEDIA_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  MEDIA_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens')
    .optional(),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  MEDIA_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** The largest upload in bytes (15 MiB unless told). */
  MEDIA_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(200 * 1024 * 1024)
    .default(15 * 1024 * 1024),
  /** The most pixels of an upload (40 megapixels unless told): a decompression bomb is refused with 413. */
  MEDIA_MAX_PIXELS: z.coerce.number().int().min(10_000).max(268_402_689).default(40_000_000),
};

/**
 * The gateway's image pool (docs/media.md): how many uploads are made into files at once, and
 * how many more may wait. Each running one may hold about 200 MB; each waiting one its bytes.
 */
export const MEDIA_POOL_ENV_SHAPE = {
  MEDIA_WORKERS: z.coerce.number().int().min(1).max(8).default(1),
  MEDIA_QUEUE: z.coerce.number().int().min(0).max(64).default(5),
};

const MediaEnvObject = z.object(MEDIA_ENV_SHAPE);
export type MediaEnv = z.output<typeof MediaEnvObject>;

/** The s3 store needs its bucket; a half-configured one is named at start, with every other bad value. */
export function checkMediaEnv(env: Partial<MediaEnv>, ctx: z.RefinementCtx): void {
  if (env.MEDIA_STORE !== 's3') return;
  if (!env.MEDIA_S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['MEDIA_S3_BUCKET'], message: 'is required when MEDIA_STORE is s3' });
  if (Boolean(env.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(env.MEDIA_S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: ['MEDIA_S3_SECRET_ACCESS_KEY'],
      message: 'give both MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY, or neither',
    });
  }
}

export const MediaEnvSchema = MediaEnvObject.superRefine(checkMediaEnv);

export function mediaStoreFrom(env: MediaEnv, cwd: string = process.cwd()): MediaStore {
  if (env.MEDIA_STORE === 's3') {
    return new S3MediaStore({
      endpoint: env.MEDIA_S3_ENDPOINT,
      region: env.MEDIA_S3_REGION,
      bucket: env.MEDIA_S3_BUCKET!,
      accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
      secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE,
    });
  }
  return new FolderMediaStore(env.MEDIA_DIR ?? join(cwd, '.data', 'media'));
}

export function mediaLimitsFrom(env: MediaEnv): MediaLimits {
  return { maxBytes: env.MEDIA_MAX_BYTES, maxPixels: env.MEDIA_MAX_PIXELS };
}
