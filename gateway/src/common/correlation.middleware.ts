import { CORRELATION_HEADER, CorrelationIdSchema } from '@livefully/contracts';
import { newCorrelationId, withCorrelation, type Logger } from '@livefully/service-kit';
import type { NextFunction, Request, Response } from 'express';

/**
 * Gives every request a correlation id (the caller's, when well-formed), returns it in the
 * response, and writes one log line per API request when it finishes. The line names the
 * route (`/api/blog-posts/:slug`), never the path as sent, whose parameters are a caller's
 * values; at debug level the path is added for troubleshooting.
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
            {
              method: req.method,
              route: routeOf(req),
              status: res.statusCode,
              ms: Math.round(performance.now() - started),
              ...(logger.isLevelEnabled('debug') ? { path: req.path } : {}),
            },
            'request',
          ),
        );
      }
      next();
    });
  };
}

/** The pattern Express matched, or null when no route did (a 404, or a refusal before routing). */
function routeOf(req: Request): string | null {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  return typeof pattern === 'string' ? `${req.baseUrl}${pattern}` : null;
}
