import { randomUUID } from 'node:crypto';
import { Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ErrorCode, mediaAdminOperations as ops, MediaUpdateInputSchema, ok, type MediaItem } from '@livefully/contracts';
import type { Logger } from '@livefully/service-kit';
import { MediaRefused, mediaLimitsFrom, type MediaLimits, type MediaStore } from '@livefully/service-kit/media';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { actorOf } from '../admin/admin-actor.js';
import { StaffOnly, type AuthenticatedRequest } from '../auth/staff.guard.js';
import { ApiException } from '../common/api.exception.js';
import { GATEWAY_LOGGER } from '../common/tokens.js';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import { PRIVATE_CACHE_CONTROL } from '../read-cache/http-caching.js';
import { ServiceClients } from '../services/service-clients.js';
import { ImageQueue } from './image-queue.js';
import { MEDIA_STORE } from './media-store.provider.js';

/**
 * POST /api/admin/media (multipart: `file`, optional `alt`). The upload takes a place in the
 * image queue before its body is read (a quick 503 when there is none), a worker thread checks it
 * by its bytes and makes its files (docs/media.md), the gateway puts them in the media store,
 * then has the content service record the item; if that fails the files are removed again.
 */
@Controller('api/admin/media')
@StaffOnly(ops.uploadMedia.http.access)
export class MediaUploadController {
  private readonly limits: MediaLimits;
  private readonly upload: ReturnType<ReturnType<typeof multer>['single']>;

  constructor(
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    private readonly services: ServiceClients,
    @Inject(GATEWAY_ENV) env: GatewayEnv,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
    private readonly images: ImageQueue,
  ) {
    this.limits = mediaLimitsFrom(env);
    this.upload = multer({
      storage: multer.memoryStorage(),
      limits: { fileSize: this.limits.maxBytes, files: 1, fields: 4, fieldSize: 4 * 1024, parts: 6 },
    }).single('file');
  }

  @Post()
  @HttpCode(201)
  async create(@Req() request: AuthenticatedRequest, @Res() response: Response): Promise<void> {
    const release = this.place();
    try {
      await this.receive(request, response);
      await this.keep(request, response);
    } finally {
      release();
    }
  }

  /** The upload read: checked, made into files in a worker, stored and recorded. */
  private async keep(request: AuthenticatedRequest, response: Response): Promise<void> {
    const file = request.file;
    const alt = MediaUpdateInputSchema.shape.alt.safeParse((request.body as Record<string, unknown> | undefined)?.alt ?? '');
    const issues = [
      ...(file ? [] : [{ path: ['file'], message: 'Choose an image to upload' }]),
      ...(alt.success ? [] : alt.error.issues.map((issue) => ({ path: ['alt'], message: issue.message }))),
    ];
    if (!file || !alt.success) throw new ApiException(ErrorCode.Validation, 'Invalid upload', issues);

    const id = randomUUID();
    let processed;
    try {
      processed = await this.images.process(file.buffer, { id, originalName: file.originalname, alt: alt.data });
    } catch (error) {
      if (!(error instanceof MediaRefused)) throw error;
      const code = error.reason === 'type' ? ErrorCode.UnsupportedMediaType : ErrorCode.PayloadTooLarge;
      throw new ApiException(code, error.message, [{ path: ['file'], message: error.message }]);
    }
    try {
      for (const each of processed.files) await this.store.put(each.key, each.body, each.contentType);
      const item = await this.services.send<MediaItem>('content', ops.recordMedia.pattern, {
        actor: actorOf(request.user!),
        item: processed.item,
        requestId: randomUUID(),
      });
      response.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
      response.status(201).json(ok(item));
    } catch (error) {
      await this.store.removeItem(id).catch((cleanup: unknown) => this.logger.warn({ err: cleanup, id }, 'files of a failed upload kept'));
      throw error;
    }
  }

  /** A place in the image queue, taken before the body is read: a full queue costs the caller no upload time. */
  private place(): () => void {
    try {
      return this.images.admit();
    } catch (error) {
      if (!(error instanceof MediaRefused)) throw error;
      const busy = new ApiException(ErrorCode.ServiceUnavailable, error.message);
      busy.retryAfterSeconds = QUEUE_RETRY_SECONDS;
      throw busy;
    }
  }

  /** Multer reads the multipart body into memory, within the limits; its refusals become 413 or 400. */
  private receive(request: Request, response: Response): Promise<void> {
    if (!request.is('multipart/form-data')) {
      return Promise.reject(new ApiException(ErrorCode.UnsupportedMediaType, 'Send the image as multipart/form-data, in the field "file"'));
    }
    return new Promise((resolve, reject) => {
      this.upload(request, response, (error: unknown) => {
        if (!error) return resolve();
        if (error instanceof MulterError) {
          if (error.code === 'LIMIT_FILE_SIZE') {
            const message = `The file is larger than ${Math.round((this.limits.maxBytes / 1024 / 1024) * 10) / 10} MB`;
            return reject(new ApiException(ErrorCode.PayloadTooLarge, message, [{ path: ['file'], message }]));
          }
          const field = error.field ?? 'file';
          return reject(new ApiException(ErrorCode.Validation, 'Invalid upload', [{ path: [field], message: uploadMessage(error.code) }]));
        }
        reject(new ApiException(ErrorCode.Validation, 'The upload could not be read: send one image as multipart/form-data'));
      });
    });
  }
}

/** About one image's time in a worker. */
const QUEUE_RETRY_SECONDS = 10;

function uploadMessage(code: MulterError['code']): string {
  switch (code) {
    case 'LIMIT_UNEXPECTED_FILE':
      return 'Send one image, in the field "file"';
    case 'LIMIT_FILE_COUNT':
      return 'Send one image at a time';
    default:
      return 'The upload has more or longer fields than an image and its alt text';
  }
}
