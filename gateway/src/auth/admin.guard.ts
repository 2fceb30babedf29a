import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ErrorCode, type Profile } from '@livefully/contracts';
import type { Request } from 'express';
import { ApiException } from '../common/api.exception.js';
import { AuthService } from './auth.service.js';

export type AuthenticatedRequest = Request & { user?: Profile };

/**
 * Admin-only routes: 401 without a valid ID token, 403 for a signed-in non-admin. The
 * verified profile is left on the request for the handler (`@CurrentUser()`).
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const { user } = await this.auth.verifyCached(request);
    if (!user.isAdmin) throw new ApiException(ErrorCode.NotAdmin, 'This area is for admins only.');
    request.user = user;
    return true;
  }
}
