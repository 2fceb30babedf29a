import { isDefaultFocal, mediaImageOf, type FocalPoint } from '@livefully/contracts';
import type { EntityManager } from 'typeorm';
import { MediaItem } from './media-item.entity.js';

/**
 * The focal points of the library images among these image paths, by path, in one query; an
 * image still at the centre is absent, so a card only carries a focal point that moves its crop.
 */
export async function imageFocals(manager: EntityManager, paths: string[]): Promise<Map<string, FocalPoint>> {
  const ids = [...new Set(paths.map((path) => mediaImageOf(path)?.id).filter((id): id is string => Boolean(id)))];
  if (!ids.length) return new Map();
  const rows = await manager
    .createQueryBuilder(MediaItem, 'item')
    .select(['item.path', 'item.focalX', 'item.focalY'])
    .where('item.id IN (:...ids)', { ids })
    .getMany();
  return new Map(rows.map((row) => [row.path, { x: row.focalX, y: row.focalY }] as const).filter(([, focal]) => !isDefaultFocal(focal)));
}

/** Public items with their image's focal point (`imageFocal`) where it is not the centre. */
export async function withImageFocal<T extends { imagePath: string }>(manager: EntityManager, items: T[]): Promise<T[]> {
  const focals = await imageFocals(
    manager,
    items.map((item) => item.imagePath),
  );
  if (!focals.size) return items;
  return items.map((item) => {
    const focal = focals.get(item.imagePath.trim());
    return focal ? { ...item, imageFocal: focal } : item;
  });
}
