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

type WithImages = { imagePath?: string; shareImagePath?: string | undefined };

/**
 * Public items with the focal points of their images where they are not the centre: `imageFocal`
 * for the item's own image (cards and heroes are cropped around it) and `shareImageFocal` for
 * the share image chosen in its sharing panel (its 1200x630 cut), both in one query.
 */
export async function withImageFocal<T extends WithImages>(manager: EntityManager, items: T[]): Promise<T[]> {
  const focals = await imageFocals(
    manager,
    items.flatMap((item) => [item.imagePath ?? '', item.shareImagePath ?? '']),
  );
  if (!focals.size) return items;
  const focalOf = (path: string | undefined) => (path ? focals.get(path.trim()) : undefined);
  return items.map((item) => {
    const imageFocal = focalOf(item.imagePath);
    const shareImageFocal = focalOf(item.shareImagePath);
    return { ...item, ...(imageFocal ? { imageFocal } : {}), ...(shareImageFocal ? { shareImageFocal } : {}) };
  });
}
