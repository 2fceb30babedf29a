import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { ErrorCode, type RpcError } from '@livefully/contracts';
import type { Logger } from 'pino';
import { throwError, type Observable } from 'rxjs';
import { isDatabaseUnavailable } from './database-unavailable.js';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again shortly.';
const WARN_EVERY_MS = 10_000;

/**
 * Passes a service's RpcException to the caller as it is. A database that is down is an
 * outage, not a bug: the caller gets COMMON.SERVICE_UNAVAILABLE (a 503 with a retry hint)
 * and the log one warning every few seconds instead of a stack per request. Anything else is
 * a bug of ours, logged with its stack here and reported to the caller without internals.
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  private lastWarning = Number.NEGATIVE_INFINITY;

  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    if (exception instanceof RpcException) {
      return throwError(() => exception.getError());
    }
    if (isDatabaseUnavailable(exception)) {
      this.warnDatabaseDown(exception);
      const error: RpcError = { code: ErrorCode.ServiceUnavailable, message: DATABASE_UNAVAILABLE_MESSAGE };
      return throwError(() => error);
    }
    this.logger.error({ err: exception }, 'unhandled error in message handler');
    const error: RpcError = { code: ErrorCode.Internal, message: 'Internal error' };
    return throwError(() => error);
  }

  private warnDatabaseDown(exception: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.logger.warn({ err: exception }, 'database unavailable; answering 503');
  }
}
