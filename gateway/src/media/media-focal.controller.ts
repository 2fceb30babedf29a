import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { Body, Controller, Inject, Param, Put } from '@nestjs/common';
import {
  ByIdSchema,
  ErrorCode,
  mediaAdminOperations as ops,
  MediaFocalInputSchema,
  ok,
  roundFocal,
  type MediaDetail,
  type MediaItem,
  type Profile,
  type SuccessBody,
} from '@livefully/contracts';
import { MediaRefused, type MediaStore } from '@livefully/service-kit/media';
import { actorOf } from '../admin/admin-actor.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { StaffOnly } from '../auth/staff.guard.js';
import { ApiException } from '../common/api.exception.js';
import { parseRequest } from '../common/parse.js';
import { ServiceClients } from '../services/service-clients.js';
import { ImageQueue } from './image-queue.js';
import { MEDIA_STORE } from './media-store.provider.js';

const route = ops.setMediaFocal.http;

/**
 * PUT /api/admin/media/:id/focal (docs/media.md, Focal point): the share image is cut again
 * around the new point in the image queue, from the stored original, and put in the store under
 * its own name (`share-<x>-<y>.jpg`; files are immutable); then the content service records the
 * point and that file. The responsive variants are the whole picture and stay as they are.
 */
@Controller()
export class MediaFocalController {
  constructor(
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    private readonly services: ServiceClients,
    private readonly images: ImageQueue,
  ) {}

  @Put(route.path.slice(1))
  @StaffOnly(route.access)
  async set(@Param() params: unknown, @Body() body: unknown, @CurrentUser() user: Profile): Promise<SuccessBody<MediaItem>> {
    const { id } = parseRequest(ByIdSchema, params, route.params.label);
    const focal = roundFocal(parseRequest(MediaFocalInputSchema, body ?? {}, route.body.label));
    const item = await this.services.send<MediaDetail>('content', ops.getMedia.pattern, { id });
    const release = this.place();
    let share;
    try {
      const original = await this.store.get(item.path.slice('/media/'.length));
      if (!original) throw new ApiException(ErrorCode.MediaNotFound, `The original of image ${id} is not in the media store`);
      const { type, width, height } = item;
      share = await this.images.share({ original: await buffer(original.body), item: { id, type, width, height }, focal });
    } finally {
      release();
    }
    await this.store.put(share.file.key, share.file.body, share.file.contentType);
    const changed = await this.services.send<MediaItem>('content', ops.recordMediaFocal.pattern, {
      actor: actorOf(user),
      id,
      input: { focal, share: share.variant },
      requestId: randomUUID(),
    });
    return ok(changed);
  }

  /** A place in the image queue, as an upload takes one: a full queue is a quick 503. */
  private place(): () => void {
    try {
      return this.images.admit();
    } catch (error) {
      if (!(error instanceof MediaRefused)) throw error;
      const busy = new ApiException(ErrorCode.ServiceUnavailable, error.message);
      busy.retryAfterSeconds = 10;
      throw busy;
    }
  }
}
