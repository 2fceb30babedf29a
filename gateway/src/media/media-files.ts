import type { NextFunction, Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { MEDIA_CACHE_CONTROL, type MediaStore } from '@livefully/service-kit/media';
import type { Logger } from '@livefully/service-kit';

/**
 * GET /media/<id>/<file>: the library's files from the media store, in embedded and full mode
 * alike (nginx sends /media/ here). A file never changes under its URL, so it is kept for a
 * year; an SVG is served with a CSP that runs nothing even when opened on its own.
 */
export function serveMedia(store: MediaStore, logger: Logger) {
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const key = request.path.replace(/^\//, '');
    let file;
    try {
      file = await store.get(key);
    } catch (error) {
      logger.error({ err: error, key }, 'media store read failed');
      response.status(503).setHeader('Retry-After', '5').setHeader('Cache-Control', 'no-store').end();
      return;
    }
    if (!file) {
      response.status(404).setHeader('Cache-Control', 'public, max-age=60').type('text/plain').send('Not found');
      return;
    }
    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Content-Length', String(file.bytes));
    response.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (file.contentType === 'image/svg+xml') {
      response.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
    if (request.method === 'HEAD') {
      file.body.destroy();
      response.end();
      return;
    }
    await pipeline(file.body, response).catch((error: unknown) => logger.warn({ err: error, key }, 'media file not sent whole'));
  };
}
