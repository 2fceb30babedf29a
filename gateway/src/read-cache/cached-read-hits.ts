import type { INestApplication } from '@nestjs/common';
import { isBoundOperation, type BoundOperation, type Operation } from '@livefully/contracts';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import { OperationRunner } from '../operations/operation-runner.js';
import { requestMessage } from '../operations/request-message.js';
import { countRequest, rateLimitRules } from '../rate-limit/rate-limit.guard.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { ReadCache } from './read-cache.js';

/**
 * Answers a public read the cache holds before Nest's routing (docs/read-cache.md, "Cost of a
 * hit"): the request is matched by Express's own router against the operation table's GET routes
 * in the table's order, its message is built and validated as the operation's route builds it (so
 * a hit and a miss share one entry), the read is counted by the same limiter as RateLimitGuard,
 * and the stored bytes go out through OperationRunner.sendCached, the normal path's writer.
 * Everything that runs before this middleware (host check, correlation id and access log,
 * compression, security headers) runs for a hit as for a miss. A miss, a message that does not
 * validate, a request over its budget or anything unexpected goes on to Nest untouched, which
 * answers it as it always did.
 */
export function cachedReadHits(app: INestApplication, operations: readonly Operation[]): RequestHandler {
  const cache = app.get(ReadCache);
  const router = express.Router();
  if (!cache.enabled) return router;
  const runner = app.get(OperationRunner);
  const limiter = app.get(RateLimiter);
  const rules = rateLimitRules(app.get<GatewayEnv>(GATEWAY_ENV));
  const leave = (_req: Request, _res: Response, next: NextFunction) => next('router');

  const serveHit = async (op: BoundOperation, req: Request, res: Response): Promise<boolean> => {
    let message: unknown;
    try {
      message = requestMessage(op, req);
    } catch {
      return false; // Nest answers the 400 with its field messages
    }
    const answer = await cache.peek(op, message);
    if (!answer) return false;
    const limit = op.http.rateLimit;
    const rule = limit ? rules[limit.rule] : null;
    if (limit && rule) {
      const setting = { bucket: limit.rule, ...(limit.cost ? { cost: limit.cost } : {}) };
      // Over its budget, the request goes on to the guard, which answers the 429 envelope (and
      // counts it once more, past a limit it has already reached).
      if (!(await countRequest(limiter, setting, rule, req, res)).allowed) return false;
    }
    runner.sendCached(answer, req, res);
    return true;
  };

  for (const op of operations) {
    if (op.http?.method !== 'GET') continue;
    // Every GET route of the table is matched in its order, so a path is taken by the operation
    // Nest would route it to; only public reads of a service are answered here.
    if (!isBoundOperation(op) || op.http.cache !== 'public') {
      router.get(op.http.path, leave);
      continue;
    }
    router.get(op.http.path, (req, res, next) => {
      serveHit(op, req, res).then(
        (served) => served || next('router'),
        () => next('router'),
      );
    });
  }
  return router;
}
