import { Controller } from '@nestjs/common';
import {
  mediaAdminOperations as ops,
  type AdminDeleted,
  type ById,
  type MediaDetail,
  type MediaItem,
  type MediaPage,
  type MessageOf,
} from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { AdminMediaService } from './admin-media.service.js';

type Command<K extends keyof typeof ops> = MessageOf<(typeof ops)[K]>;

@Controller()
export class AdminMediaController {
  constructor(private readonly media: AdminMediaService) {}

  @Handles(ops.recordMedia)
  record(command: Command<'recordMedia'>): Promise<MediaItem> {
    return this.media.record(command);
  }

  @Handles(ops.listMedia)
  list(query: Command<'listMedia'>): Promise<MediaPage> {
    return this.media.list(query);
  }

  @Handles(ops.getMedia)
  get({ id }: ById): Promise<MediaDetail> {
    return this.media.get(id);
  }

  @Handles(ops.updateMedia)
  update(command: Command<'updateMedia'>): Promise<MediaItem> {
    return this.media.update(command);
  }

  @Handles(ops.recordMediaFocal)
  recordFocal(command: Command<'recordMediaFocal'>): Promise<MediaItem> {
    return this.media.recordFocal(command);
  }

  @Handles(ops.deleteMedia)
  remove(command: Command<'deleteMedia'>): Promise<AdminDeleted> {
    return this.media.remove(command);
  }
}
