import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Profile } from '@livefully/contracts';
import type { AuthenticatedRequest } from './staff.guard.js';

/** The profile a guard verified for this request. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): Profile | undefined => {
  return context.switchToHttp().getRequest<AuthenticatedRequest>().user;
});
