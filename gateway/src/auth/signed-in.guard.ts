import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from './staff.guard.js';
import { AuthService } from './auth.service.js';

/** Routes for any signed-in person: 401 without a valid ID token; the profile is left on the request. */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly auth: AuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    request.user = (await this.auth.verifyCached(request)).user;
    return true;
  }
}
