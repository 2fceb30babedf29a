import { ErrorCode } from '@livefully/contracts';
import type { NextFunction, Request, Response } from 'express';
import { ApiException } from './api.exception.js';

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/** The one route that takes another body: an image upload, as multipart/form-data. */
const MULTIPART_ROUTES = new Set(['POST /api/admin/media']);
/** RFC 8058: a mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form. */
export const FORM_ROUTE = '/api/subscriptions/one-click';
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * Every /api body is JSON, but an upload's and a one-click unsubscribe's. A body of another type is refused with 415 rather than read as an
 * empty form, so a client that sends the wrong thing learns why.
 */
export function requireJsonBody(request: Request, _response: Response, next: NextFunction): void {
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  if (!hasBody || JSON_TYPE.test(request.headers['content-type'] ?? '')) return next();
  const route = `${request.method} ${request.baseUrl}${request.path}`.replace(/\/$/, '');
  if (MULTIPART_ROUTES.has(route)) return next();
  if (route === `POST ${FORM_ROUTE}` && FORM_TYPE.test(request.headers['content-type'] ?? '')) return next();
  next(new ApiException(ErrorCode.UnsupportedMediaType, 'Send the request body as application/json'));
}
