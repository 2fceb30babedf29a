import type { Readable } from 'node:stream';

/** One file of the store, ready to stream. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  bytes: number;
}

/**
 * Where the library's files live (docs/media.md): a folder under the data directory
 * (embedded mode) or an S3-compatible bucket (full mode), never a container image. Keys are
 * `<id>/<file>` as `isMediaKey` describes; the files of an id are written once and never change.
 */
export interface MediaStore {
  readonly kind: 'folder' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** The keys of one item's files. */
  list(id: string): Promise<string[]>;
  /** Removes every file of one item; nothing to remove is not an error. */
  removeItem(id: string): Promise<void>;
}

/** Every file is immutable under its URL: a year, and browsers never ask again. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The content type of a store key, from the extension the library gave it. */
export function contentTypeOfKey(key: string): string {
  return TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
