import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaFiles } from '@livefully/contracts';
import { DEFAULT_MEDIA_LIMITS, processImage, S3MediaStore, type MediaLimits, type MediaStore } from '@livefully/service-kit/media';
import type { SeedContent } from './seed-content.js';

const SITE_IMAGE = /^\/images\/([a-z0-9-]+\.svg)$/;

/**
 * The seed's images through the upload pipeline (docs/media.md): each `images/<name>` a seeded
 * item shows is checked, made into its variants and share image, and put in the media store,
 * and the seeded items point at the library's copy, so seeded pages get `srcset` too. An
 * image's id comes from its name and bytes: a second run makes the same files and rows (the
 * `seed_key` keeps one row each), and a changed image becomes a new item. The `/images/` paths
 * keep working: the gateway still serves the seed folder there.
 */
export async function seedImagesThroughPipeline(
  content: SeedContent,
  dir: string,
  store: MediaStore,
  limits: MediaLimits = DEFAULT_MEDIA_LIMITS,
): Promise<{ content: SeedContent; media: (MediaFiles & { seedKey: string })[] }> {
  // A fresh MinIO: the migrate step runs before the gateway that would create the bucket.
  if (store instanceof S3MediaStore) await store.ensureBucket();
  const alts = new Map<string, string>();
  for (const item of [...content.posts, ...content.guides]) if (!alts.has(item.imagePath)) alts.set(item.imagePath, item.imageAlt);
  const byPath = new Map<string, MediaFiles & { seedKey: string }>();
  for (const [sitePath, alt] of alts) {
    const name = SITE_IMAGE.exec(sitePath)?.[1];
    if (!name) continue;
    const bytes = await readFile(join(dir, 'images', name));
    const digest = createHash('sha256').update(bytes).digest('hex');
    const id = seedImageId(name, digest);
    const { files, item } = await processImage(bytes, { id, originalName: name, alt }, limits);
    for (const file of files) await store.put(file.key, file.body, file.contentType);
    byPath.set(sitePath, { ...item, seedKey: `images/${name}#${digest.slice(0, 16)}` });
  }
  const path = (imagePath: string) => byPath.get(imagePath)?.path ?? imagePath;
  return {
    content: {
      ...content,
      posts: content.posts.map((post) => ({ ...post, imagePath: path(post.imagePath) })),
      guides: content.guides.map((guide) => ({ ...guide, imagePath: path(guide.imagePath) })),
    },
    media: [...byPath.values()],
  };
}

/** A UUID (version 5 layout) from the image's name and bytes: the same image, the same id. */
export function seedImageId(name: string, digest: string): string {
  const hex = createHash('sha256').update(`livefully-seed-image:${name}:${digest}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
