import { applyDecorators, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { articledRole, ErrorCode, roleAtLeast, type Profile, type StaffRule } from '@livefully/contracts';
import type { Request } from 'express';
import { ApiException } from '../common/api.exception.js';
import { AuthService } from './auth.service.js';

export type AuthenticatedRequest = Request & { user?: Profile };

const STAFF_RULE = 'livefully:staff-rule';

/**
 * Staff routes (docs/roles.md): 401 without a valid ID token, 403 IDENTITY.NOT_ADMIN for a
 * reader or a suspended member, 403 IDENTITY.ROLE_TOO_LOW below the route's least role. A
 * route's rule on someone else's item is the service's to check. The verified profile is left
 * on the request for the handler (`@CurrentUser()`).
 */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(
    private readonly auth: AuthService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<StaffRule | undefined>(STAFF_RULE, [context.getHandler(), context.getClass()]);
    // A route put behind this guard without its rule is a mistake: refuse rather than guess.
    if (!rule) throw new Error('StaffGuard on a route without a staff rule');
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const { user } = await this.auth.verifyCached(request);
    if (!user.isAdmin || !user.role) throw new ApiException(ErrorCode.NotAdmin, 'This area is for staff only.');
    if (!roleAtLeast(user.role, rule.staff)) {
      throw new ApiException(ErrorCode.RoleTooLow, `This needs the ${rule.staff} role or above; you are ${articledRole(user.role)}.`);
    }
    request.user = user;
    return true;
  }
}

/** Puts a route behind StaffGuard with its rule from the operation table. */
export function StaffOnly(rule: StaffRule) {
  return applyDecorators(SetMetadata(STAFF_RULE, rule), UseGuards(StaffGuard));
}
