import type { NextFunction, Request, Response } from 'express';
import type { GatewayMetrics } from './gateway-metrics.js';
import { routeLabel } from './route-label.js';

/** Counts and times every request Express answers (the read cache's hit path counts its own). */
export function httpMetrics(metrics: GatewayMetrics) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const started = performance.now();
    response.once('finish', () =>
      metrics.request(request.method, routeLabel(request), response.statusCode, (performance.now() - started) / 1000),
    );
    next();
  };
}
