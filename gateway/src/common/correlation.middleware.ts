import { CORRELATION_HEADER, CorrelationIdSchema } from '@livefully/contracts';
import { newCorrelationId, withCorrelation, type Logger } from '@livefully/service-kit';
import type { NextFunction, Request, Response } from 'express';

/**
 * Gives every request a correlation id (the caller's, when well-formed), returns it in the
 * response, and writes one log line per API request when it finishes.
 */
export function correlationMiddleware(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = CorrelationIdSchema.safeParse(req.header(CORRELATION_HEADER));
    const correlationId = incoming.success ? incoming.data : newCorrelationId();
    res.setHeader(CORRELATION_HEADER, correlationId);
    withCorrelation(correlationId, () => {
      if (req.path.startsWith('/api/')) {
        const started = performance.now();
        res.on('finish', () =>
          logger.info(
            { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(performance.now() - started) },
            'request',
          ),
        );
      }
      next();
    });
  };
}
