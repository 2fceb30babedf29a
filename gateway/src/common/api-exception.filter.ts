import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ErrorCode, type ErrorBody } from '@livefully/contracts';
import type { Logger } from '@livefully/service-kit';
import type { Response } from 'express';
import { ApiException } from './api.exception.js';

const CODE_BY_STATUS: Record<number, string> = {
  400: ErrorCode.Validation,
  401: ErrorCode.Unauthenticated,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  409: ErrorCode.Conflict,
  413: ErrorCode.PayloadTooLarge,
  415: ErrorCode.UnsupportedMediaType,
  422: ErrorCode.IdempotencyKeyReused,
  431: ErrorCode.HeadersTooLarge,
  429: ErrorCode.RateLimited,
  503: ErrorCode.ServiceUnavailable,
};

export const RETRY_AFTER_SECONDS = 5;

/** The one place where every failure becomes the error envelope of DESIGN.md with its status. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.toBody(exception);
    if (status >= 500 && status !== 503) this.logger.error({ err: exception }, 'request failed');
    if (response.headersSent) return;
    // A part that is down usually returns within seconds (the runner or the platform restarts it).
    // An open circuit breaker knows when it lets a probe through.
    if (status === 503 && !response.getHeader('Retry-After'))
      response.setHeader('Retry-After', String((exception instanceof ApiException && exception.retryAfterSeconds) || RETRY_AFTER_SECONDS));
    // A route may have labelled its answer already (a CSV download): an error is never that.
    response.removeHeader('Content-Disposition');
    // A failure is this moment's answer to this caller: no cache keeps it (a private route stays private).
    if (response.getHeader('Cache-Control') !== 'private, no-store') response.setHeader('Cache-Control', 'no-store');
    response.removeHeader('ETag');
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.status(status).json(body);
  }

  private toBody(exception: unknown): { status: number; body: ErrorBody } {
    if (exception instanceof ApiException) {
      const body: ErrorBody = { success: false, message: exception.message, code: exception.code };
      if (exception.issues?.length) body.issues = exception.issues;
      if (exception.details !== undefined) body.details = exception.details;
      return { status: exception.status, body };
    }
    const status = httpStatusOf(exception);
    if (status !== undefined && status < 500) {
      const code = CODE_BY_STATUS[status] ?? ErrorCode.Validation;
      return { status, body: { success: false, message: clientMessage(exception, status), code } };
    }
    return { status: 500, body: { success: false, message: 'Internal error', code: ErrorCode.Internal } };
  }
}

/** Nest's HttpException, or body-parser's errors (bad JSON 400, too large 413) that carry a status. */
function httpStatusOf(exception: unknown): number | undefined {
  if (exception instanceof HttpException) return exception.getStatus();
  const status = (exception as { status?: unknown; statusCode?: unknown })?.status ?? (exception as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

function clientMessage(exception: unknown, status: number): string {
  if (status === 404) return 'Not found';
  if (status === 413) return 'Request body is too large';
  // body-parser's error, as it is or wrapped by Nest in a BadRequestException's cause.
  const cause = (exception as { cause?: { type?: string } }).cause;
  if ((exception as { type?: string }).type === 'entity.parse.failed' || cause?.type === 'entity.parse.failed')
    return 'Request body is not valid JSON';
  return exception instanceof Error && exception.message ? exception.message : 'Bad request';
}
