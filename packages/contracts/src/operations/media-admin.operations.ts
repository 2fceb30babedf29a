import { z } from 'zod';
import { ActorSchema, AdminDeletedSchema, RequestIdSchema } from '../admin.schemas.js';
import { ByIdSchema } from '../content.schemas.js';
import {
  MediaDetailSchema,
  MediaFilesSchema,
  MediaFocalInputSchema,
  MediaFocalRecordSchema,
  MediaItemSchema,
  MediaPageSchema,
  MediaQuerySchema,
  MediaUpdateInputSchema,
} from '../media.js';
import { operation, type RouteInput } from './operation.js';
import { blankAsAbsent } from './query-readers.js';
import { adminRoute } from './routes.js';
import { AUTHOR, CONTRIBUTOR, EDITOR } from './staff-rules.js';

const idParam = { schema: ByIdSchema, label: 'id' };

/**
 * The media library (docs/media.md). The gateway takes an upload itself (multipart, checked
 * and resized there, the files put in the media store) and records it with `recordMedia`; the
 * content service keeps the items and answers the library's reads and writes.
 */
export const mediaAdminOperations = {
  uploadMedia: operation({
    name: 'uploadMedia',
    summary: 'Uploads an image (multipart field `file`, optional `alt`); 415 when it is no image the library takes, 413 when too large',
    service: 'gateway',
    response: MediaItemSchema,
    http: adminRoute('POST', '/api/admin/media', AUTHOR, { errors: [413, 415] }),
    description:
      'Sent as multipart/form-data. The type is read from the bytes: JPEG, PNG, WebP, AVIF, GIF or SVG (sanitised). The answer lists the AVIF and WebP variants and the 1200x630 share image.',
  }),
  recordMedia: operation({
    name: 'recordMedia',
    summary: 'Records an uploaded image whose files are in the media store',
    service: 'content',
    pattern: 'content.admin.media.create',
    message: z.object({ actor: ActorSchema, item: MediaFilesSchema, requestId: RequestIdSchema.optional() }),
    response: MediaItemSchema,
  }),
  listMedia: operation({
    name: 'listMedia',
    summary: 'The library, newest first, searched by name and alt text, a page at a time',
    service: 'content',
    pattern: 'content.admin.media.list',
    message: MediaQuerySchema,
    response: MediaPageSchema,
    http: adminRoute('GET', '/api/admin/media', CONTRIBUTOR, {
      query: { schema: MediaQuerySchema, label: 'query', read: blankAsAbsent('q', 'page', 'pageSize') },
    }),
  }),
  getMedia: operation({
    name: 'getMedia',
    summary: 'One image and where it is used (posts, guides, topics)',
    service: 'content',
    pattern: 'content.admin.media.get',
    message: ByIdSchema,
    response: MediaDetailSchema,
    http: adminRoute('GET', '/api/admin/media/:id', CONTRIBUTOR, { params: idParam }),
  }),
  updateMedia: operation({
    name: 'updateMedia',
    summary: "Changes an image's alt text",
    service: 'content',
    pattern: 'content.admin.media.update',
    message: z.object({ actor: ActorSchema, id: z.uuid(), input: MediaUpdateInputSchema, requestId: RequestIdSchema.optional() }),
    response: MediaItemSchema,
    http: adminRoute('PUT', '/api/admin/media/:id', EDITOR, {
      params: idParam,
      body: { schema: MediaUpdateInputSchema, label: 'media' },
      toMessage: ({ params, body, actor, requestId }: RouteInput) => ({ actor, id: params.id, input: body, requestId }),
    }),
  }),
  setMediaFocal: operation({
    name: 'setMediaFocal',
    summary: "Sets an image's focal point (x and y from 0 to 1) and cuts its share image again around it",
    service: 'gateway',
    response: MediaItemSchema,
    http: adminRoute('PUT', '/api/admin/media/:id/focal', EDITOR, {
      params: idParam,
      body: { schema: MediaFocalInputSchema, label: 'focal' },
      errors: [503],
    }),
    description:
      'The 1200x630 share image is made again in the image queue (503 when it is full) under a new name, share-<x>-<y>.jpg, so caches never hold the old one under it; the answer lists it.',
  }),
  recordMediaFocal: operation({
    name: 'recordMediaFocal',
    summary: "Records an image's new focal point and the share image the gateway cut around it",
    service: 'content',
    pattern: 'content.admin.media.focal',
    message: z.object({ actor: ActorSchema, id: z.uuid(), input: MediaFocalRecordSchema, requestId: RequestIdSchema.optional() }),
    response: MediaItemSchema,
  }),
  deleteMedia: operation({
    name: 'deleteMedia',
    summary: 'Deletes an image and its files; 409 while a post, guide or topic uses it',
    service: 'content',
    pattern: 'content.admin.media.delete',
    message: z.object({ actor: ActorSchema, id: z.uuid(), requestId: RequestIdSchema.optional() }),
    response: AdminDeletedSchema,
    http: adminRoute('DELETE', '/api/admin/media/:id', EDITOR, {
      params: idParam,
      errors: [409],
      toMessage: ({ params, actor, requestId }: RouteInput) => ({ actor, id: params.id, requestId }),
    }),
  }),
} as const;
