import type { WorkUnderWay } from '@livefully/service-kit';
import type { NextFunction, Request, Response } from 'express';

/** Counts each request from its arrival until its answer is sent or its connection closes. */
export function countRequests(work: WorkUnderWay) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    res.once('close', work.begin());
    next();
  };
}
