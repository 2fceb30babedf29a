import {
  applyDecorators,
  Controller,
  HttpCode,
  Inject,
  Req,
  RequestMapping,
  RequestMethod,
  Res,
  UseGuards,
  type Type,
} from '@nestjs/common';
import { staffRuleOf, type BoundOperation } from '@livefully/contracts';
import type { Response } from 'express';
import { StaffOnly, type AuthenticatedRequest } from '../auth/staff.guard.js';
import { SignedInGuard } from '../auth/signed-in.guard.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { OperationRunner } from './operation-runner.js';

/**
 * A Nest controller for one operation's route, so the route has everything a hand-written one
 * had: Nest maps and logs it, Express names its pattern, guards and the exception filter apply.
 */
export function operationController(op: BoundOperation): Type<unknown> {
  @Controller()
  class OperationController {
    constructor(@Inject(OperationRunner) private readonly runner: OperationRunner) {}

    // The runner writes the answer itself: a cached read goes out as the bytes it keeps.
    handle(@Req() request: AuthenticatedRequest, @Res() response: Response) {
      return this.runner.run(op, request, response);
    }
  }
  const handle = Object.getOwnPropertyDescriptor(OperationController.prototype, 'handle')!;
  routeDecorators(op)(OperationController.prototype, 'handle', handle);
  Object.defineProperty(OperationController, 'name', { value: `${op.name[0]!.toUpperCase()}${op.name.slice(1)}Route` });
  return OperationController;
}

function routeDecorators({ http }: BoundOperation) {
  const rule = staffRuleOf(http);
  const guards = [...(http.access === 'signed-in' ? [SignedInGuard] : []), ...(http.rateLimit ? [RateLimitGuard] : [])];
  return applyDecorators(
    RequestMapping({ path: http.path, method: RequestMethod[http.method] }),
    HttpCode(http.status),
    // The staff check runs before any other guard: a refused member costs no rate-limit budget.
    ...(rule ? [StaffOnly(rule)] : []),
    ...(guards.length ? [UseGuards(...guards)] : []),
    ...(http.rateLimit ? [RateLimit(http.rateLimit.rule, http.rateLimit.cost)] : []),
  );
}
