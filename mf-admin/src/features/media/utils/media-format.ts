import type { MediaItem } from '@livefully/contracts';

/** 1.2 MB, 340 KB: how large a file is, as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The smallest WebP variant: what the library's grid shows of an image. */
export function thumbnailOf(item: Pick<MediaItem, 'variants' | 'path'>): string {
  return item.variants.find((variant) => variant.format === 'webp')?.path ?? item.path;
}

/** The first image file of a paste or a drop, if any. */
export function imageFileOf(files: FileList | null | undefined): File | null {
  if (!files) return null;
  for (const file of Array.from(files))
    if (file.type.startsWith('image/') || /\.(jpe?g|png|webp|avif|gif|svg)$/i.test(file.name)) return file;
  return files[0] ?? null;
}
