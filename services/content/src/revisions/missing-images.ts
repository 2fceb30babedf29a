import type { DroppedImage } from '@livefully/contracts';
import { In, type EntityManager } from 'typeorm';
import { MediaItem } from '../media/media-item.entity.js';
import { libraryIdOf, markdownTargets, withoutLibraryItems } from './markdown-media.js';

/** The fields of a kept input that can show a library image: the cover and the markdown body. */
type Illustrated = { imagePath: string; imageAlt: string; content: string };

/**
 * An illustrated kind's revision input (its descriptor says so) without the library images deleted since it was kept: the cover goes with
 * its alt text (the share image is made from it, so it goes too), the body loses those images
 * and keeps the words of links to them. Paths that are not the library's are left alone.
 */
export async function withoutMissingImages<T extends object>(
  manager: EntityManager,
  input: T,
): Promise<{ input: T; dropped: DroppedImage[] }> {
  const fields = input as T & Illustrated;
  const cover = libraryIdOf(fields.imagePath);
  const named = new Set([...(cover ? [cover] : []), ...markdownTargets(fields.content).map(({ path }) => libraryIdOf(path)!)]);
  if (named.size === 0) return { input, dropped: [] };
  const present = await manager.find(MediaItem, { where: { id: In([...named]) }, select: { id: true } });
  const gone = new Set([...named].filter((id) => !present.some((item) => item.id === id)));
  if (gone.size === 0) return { input, dropped: [] };

  const dropped: DroppedImage[] = [];
  const next: Illustrated = { imagePath: fields.imagePath, imageAlt: fields.imageAlt, content: fields.content };
  if (cover && gone.has(cover)) {
    dropped.push({ field: 'imagePath', path: fields.imagePath });
    next.imagePath = '';
    next.imageAlt = '';
  }
  const body = withoutLibraryItems(fields.content, gone);
  next.content = body.text;
  dropped.push(...body.dropped.map((path) => ({ field: 'content' as const, path })));
  return { input: { ...input, ...next }, dropped };
}
