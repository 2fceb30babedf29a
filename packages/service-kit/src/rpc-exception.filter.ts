import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { ErrorCode, type RpcError } from '@livefully/contracts';
import type { Logger } from 'pino';
import { throwError, type Observable } from 'rxjs';

/**
 * Passes a service's RpcException to the caller as it is; anything else is a bug of ours,
 * logged with its stack here and reported to the caller without internals.
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    if (exception instanceof RpcException) {
      return throwError(() => exception.getError());
    }
    this.logger.error({ err: exception }, 'unhandled error in message handler');
    const error: RpcError = { code: ErrorCode.Internal, message: 'Internal error' };
    return throwError(() => error);
  }
}
