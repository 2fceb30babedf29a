import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { identityOperations, ok, type MeResponse, type Profile, type SuccessBody } from '@livefully/contracts';
import type { Request } from 'express';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { StaffOnly } from './staff.guard.js';
import { AuthService } from './auth.service.js';
import { CurrentUser } from './current-user.decorator.js';

@Controller('api')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** docs/requirements.md#r-api: the browser reads data.user.isAdmin or data.isAdmin. */
  @Get('auth/me')
  @UseGuards(RateLimitGuard)
  @RateLimit('reads')
  async me(@Req() request: Request): Promise<SuccessBody<MeResponse>> {
    const { user } = await this.auth.verify(request);
    return ok({ user, isAdmin: user.isAdmin });
  }

  /** What the admin area asks first: 200 for active staff (with their role), 401 signed out, 403 not staff. */
  @Get('admin/session')
  @StaffOnly(identityOperations.adminSession.http.access)
  session(@CurrentUser() user: Profile): SuccessBody<MeResponse> {
    return ok({ user, isAdmin: true });
  }
}
