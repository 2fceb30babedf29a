import { CORRELATION_HEADER, CorrelationIdSchema } from '@livefully/contracts';
import { newCorrelationId, SummedLog, SUMMARY_MS, withCorrelation, type Logger } from '@livefully/service-kit';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

/** How often the successful reads are summed up in one log line. */
export const READ_SUMMARY_MS = SUMMARY_MS;

/**
 * Gives every request a correlation id (the caller's, when well-formed), returns it in the
 * response, and logs the API requests when they finish. Lines name the route
 * (`/api/blog-posts/:slug`), never the path as sent, whose parameters are a caller's values; at
 * debug level the path is added for troubleshooting.
 *
 * A write, and any answer of 400 or more, gets its own line with its correlation id. Successful
 * reads (GET/HEAD below 400), which are nearly all the traffic, are counted per route and status
 * and written as one 'reads' line every READ_SUMMARY_MS: a line per cached read cost more than
 * the rest of the hit (docs/read-cache.md, "Cost of a hit"). At debug level every read has its
 * own line.
 */
export function correlationMiddleware(logger: Logger, reads = new ReadSummary(logger)) {
  return (req: Request, res: Response, next: NextFunction) => {
    const correlationId = correlationIdOf(req);
    res.setHeader(CORRELATION_HEADER, correlationId);
    withCorrelation(correlationId, () => {
      if (req.path.startsWith('/api/')) {
        const started = performance.now();
        res.on('finish', () => {
          const ms = Math.round(performance.now() - started);
          const read = (req.method === 'GET' || req.method === 'HEAD') && res.statusCode < 400;
          if (read && !logger.isLevelEnabled('debug')) return reads.add({ route: routeOf(req), status: res.statusCode }, ms);
          logger.info(
            {
              method: req.method,
              route: routeOf(req),
              status: res.statusCode,
              ms,
              ...(logger.isLevelEnabled('debug') ? { path: req.path } : {}),
            },
            'request',
          );
        });
      }
      next();
    });
  };
}

/** The caller's correlation id when well-formed, else a new one: every answer's, on either path. */
export function correlationIdOf(request: IncomingMessage): string {
  const incoming = request.headers[CORRELATION_HEADER];
  if (incoming === undefined) return newCorrelationId();
  const parsed = CorrelationIdSchema.safeParse(incoming);
  return parsed.success ? parsed.data : newCorrelationId();
}

/**
 * Successful reads per route and status, logged (and reset) once per period when there were any;
 * the read cache's hit path (pipeline/cached-read-hits.ts, which answers before Express) counts its hits here too.
 */
export class ReadSummary extends SummedLog<{ route: string | null; status: number }> {
  constructor(logger: Logger, periodMs = READ_SUMMARY_MS) {
    super(logger, { message: 'reads', listName: 'routes', fields: { method: 'GET' } }, periodMs);
  }
}

/** The pattern Express matched, or null when no route did (a 404, or a refusal before routing). */
function routeOf(req: Request): string | null {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  return typeof pattern === 'string' ? `${req.baseUrl}${pattern}` : null;
}
