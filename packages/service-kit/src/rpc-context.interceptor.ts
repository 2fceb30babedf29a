import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Observable, tap } from 'rxjs';
import type { Logger } from 'pino';
import { ErrorCode, isErrorCode } from '@livefully/contracts';
import { withCorrelation, newCorrelationId } from './correlation.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { isRpcMessage } from './rpc.js';
import { SummedLog } from './summed-log.js';

/**
 * Runs each message handler inside the correlation context that came with the message, and
 * logs what it handled: a message that failed gets its own line with its correlation id; the
 * ones handled well, nearly all of them, are counted per pattern and written as one 'messages
 * handled' line every SUMMARY_MS (the gateway logs each write and each failure with the same
 * correlation id). At debug level every message has its own line.
 */
@Injectable()
export class RpcContextInterceptor implements NestInterceptor {
  private readonly handled: SummedLog<{ pattern: string | undefined }>;

  constructor(private readonly logger: Logger) {
    this.handled = new SummedLog(logger, { message: 'messages handled', listName: 'patterns' });
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpc = context.switchToRpc();
    const message = rpc.getData();
    const pattern = patternOf(rpc.getContext());
    const correlationId = isRpcMessage(message) ? message.meta.correlationId : newCorrelationId();
    return new Observable((subscriber) =>
      withCorrelation(correlationId, () => {
        const started = performance.now();
        const done = (outcome: string) => {
          const ms = Math.round(performance.now() - started);
          if (outcome === 'ok' && !this.logger.isLevelEnabled('debug')) return this.handled.add({ pattern }, ms);
          this.logger.info({ pattern, outcome, ms }, 'message handled');
        };
        return next
          .handle()
          .pipe(tap({ complete: () => done('ok'), error: (e: unknown) => done(errorCodeOf(e)) }))
          .subscribe(subscriber);
      }),
    );
  }
}

/** The message's pattern: TCP's context names it, Redis's names the channel, which is the pattern. */
export function patternOf(ctx: unknown): string | undefined {
  const context = ctx as { getPattern?: () => unknown; getChannel?: () => unknown } | undefined;
  const read = context?.getPattern ?? context?.getChannel;
  const pattern = typeof read === 'function' ? read.call(ctx) : undefined;
  return typeof pattern === 'string' ? pattern : pattern === undefined ? undefined : JSON.stringify(pattern);
}

/**
 * The code the caller gets for a handler's error, as RpcErrorFilter answers it: the
 * RpcException's own, COMMON.SERVICE_UNAVAILABLE for a database that is down, else COMMON.INTERNAL.
 */
export function errorCodeOf(error: unknown): ErrorCode {
  if (isDatabaseUnavailable(error)) return ErrorCode.ServiceUnavailable;
  const payload = (error as { getError?: () => unknown } | undefined)?.getError?.();
  const code = (payload as { code?: unknown } | undefined)?.code;
  return isErrorCode(code) ? code : ErrorCode.Internal;
}
