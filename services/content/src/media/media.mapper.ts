import { MEDIA_TYPES, type MediaItem as MediaItemView } from '@livefully/contracts';
import type { MediaItem } from './media-item.entity.js';

export function toMediaItem(item: MediaItem): MediaItemView {
  return {
    id: item.id,
    originalName: item.originalName,
    type: item.type,
    mime: MEDIA_TYPES[item.type].mime,
    width: item.width,
    height: item.height,
    bytes: item.bytes,
    path: item.path,
    alt: item.alt,
    variants: item.variants,
    focal: { x: item.focalX, y: item.focalY },
    createdBy: { uid: item.createdByUid, email: item.createdByEmail },
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}
