import type { NextFunction, Request, Response } from 'express';

/**
 * Answers about a signed-in person (who they are, admin data) and the health of the moment are
 * never stored by a browser or a shared cache, whatever the route sets.
 */
export function privateAnswers(_request: Request, response: Response, next: NextFunction): void {
  response.setHeader('Cache-Control', 'private, no-store');
  next();
}
