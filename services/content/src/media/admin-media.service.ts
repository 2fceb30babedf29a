import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ErrorCode,
  MediaQuerySchema,
  type Actor,
  type AdminDeleted,
  type MediaDetail,
  type MediaFiles,
  type MediaFocalRecord,
  type MediaItem as MediaItemView,
  type MediaPage,
  type MediaUpdateInput,
} from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { MediaStore } from '@livefully/service-kit/media';
import { Brackets, type EntityManager, type Repository } from 'typeorm';
import { ContentWriter } from '../editing/content-writer.js';
import { MediaItem } from './media-item.entity.js';
import { toMediaItem } from './media.mapper.js';
import { mediaUsage } from './media-usage.js';

export const MEDIA_STORE = 'MEDIA_STORE';

interface Write {
  actor: Actor;
  requestId?: string | undefined;
}

/** The library's items: recorded after the gateway stored an upload's files, listed, described, deleted with their files. */
@Injectable()
export class AdminMediaService {
  private readonly logger = new Logger('Media');

  constructor(
    @InjectRepository(MediaItem) private readonly items: Repository<MediaItem>,
    private readonly writer: ContentWriter,
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
  ) {}

  async list(query: unknown): Promise<MediaPage> {
    const { q, page, pageSize } = MediaQuerySchema.parse(query ?? {});
    const builder = this.items.createQueryBuilder('item').orderBy('item.createdAt', 'DESC').addOrderBy('item.id', 'ASC');
    if (q) {
      const words = q.split(/\s+/).filter(Boolean);
      words.forEach((word, index) => {
        const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        builder.andWhere(
          new Brackets((where) =>
            where.where(`item.originalName ILIKE :w${index}`, { [`w${index}`]: like }).orWhere(`item.alt ILIKE :w${index}`),
          ),
        );
      });
    }
    const [rows, total] = await builder
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { items: rows.map(toMediaItem), total, page, pageSize };
  }

  async get(id: string): Promise<MediaDetail> {
    const item = await view(this.items.manager, id);
    return { ...item, usage: await mediaUsage(this.items.manager, id) };
  }

  /** A replay (the same request again) answers with the item already recorded. */
  async record({ actor, item, requestId }: Write & { item: MediaFiles }): Promise<MediaItemView> {
    return this.writer.write(
      { actor, requestId, action: 'create', kind: 'media' },
      async (manager) => {
        await manager.insert(MediaItem, {
          id: item.id,
          originalName: item.originalName,
          type: item.type,
          width: item.width,
          height: item.height,
          bytes: item.bytes,
          path: item.path,
          alt: item.alt ?? '',
          variants: item.variants,
          createdByUid: actor.uid,
          createdByEmail: actor.email,
        });
        const after = await view(manager, item.id);
        return { entityId: item.id, before: null, after, answer: after, notices: [] };
      },
      (id) => view(this.items.manager, id),
    );
  }

  async update({ actor, id, input, requestId }: Write & { id: string; input: MediaUpdateInput }): Promise<MediaItemView> {
    return this.writer.write(
      { actor, requestId, action: 'update', kind: 'media' },
      async (manager) => {
        await lock(manager, id);
        const before = await view(manager, id);
        await manager.update(MediaItem, { id }, { alt: input.alt });
        const after = await view(manager, id);
        return { entityId: id, before, after, answer: after, notices: [] };
      },
      (entityId) => view(this.items.manager, entityId),
    );
  }

  /**
   * A new focal point and the share image the gateway cut around it (docs/media.md): the item's
   * share variant becomes that file. The old share file stays in the store, so a page or a
   * crawler that still names it never meets a 404; the item's deletion takes every file.
   */
  async recordFocal({ actor, id, input, requestId }: Write & { id: string; input: MediaFocalRecord }): Promise<MediaItemView> {
    return this.writer.write(
      { actor, requestId, action: 'update', kind: 'media' },
      async (manager) => {
        await lock(manager, id);
        const before = await view(manager, id);
        const variants = [...before.variants.filter((variant) => variant.format !== 'jpeg'), input.share];
        await manager.update(MediaItem, { id }, { focalX: input.focal.x, focalY: input.focal.y, variants });
        const after = await view(manager, id);
        return { entityId: id, before, after, answer: after, notices: [] };
      },
      (entityId) => view(this.items.manager, entityId),
    );
  }

  /** Refused with 409 while a post, guide or topic uses the image; its files go once the row is gone. */
  async remove({ actor, id, requestId }: Write & { id: string }): Promise<AdminDeleted> {
    const answer = await this.writer.write(
      { actor, requestId, action: 'delete', kind: 'media' },
      async (manager) => {
        await lock(manager, id);
        const before = await view(manager, id);
        const usage = await mediaUsage(manager, id);
        if (usage.length) {
          const names = usage.map((use) => `${use.kind} "${use.title}"${use.trashed ? ' (in the trash)' : ''}`).join(', ');
          throw rpcError(
            ErrorCode.MediaInUse,
            `This image is in use by ${names}: take it out of ${usage.length === 1 ? 'it' : 'them'} first`,
          );
        }
        await manager.delete(MediaItem, { id });
        return { entityId: id, before, after: null, answer: { id }, notices: [] };
      },
      async (entityId) => ({ id: entityId }),
    );
    // After the commit: files without a row are only wasted space, a row without files a broken image.
    await this.store.removeItem(id).catch((error: unknown) => this.logger.warn(`files of media ${id} were not removed: ${String(error)}`));
    return answer;
  }
}

async function view(manager: EntityManager, id: string): Promise<MediaItemView> {
  const item = await manager.findOneBy(MediaItem, { id });
  if (!item) throw rpcError(ErrorCode.MediaNotFound, `No image with id ${id}`);
  return toMediaItem(item);
}

async function lock(manager: EntityManager, id: string): Promise<void> {
  await manager
    .createQueryBuilder(MediaItem, 'item')
    .select('item.id')
    .where('item.id = :id', { id })
    .setLock('pessimistic_write')
    .getOne();
}
