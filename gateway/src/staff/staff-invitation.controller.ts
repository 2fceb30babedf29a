import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  AcceptInvitationBodySchema,
  ok,
  staffAdminOperations as routes,
  staffIdentityOperations as identity,
  type Profile,
  type StaffMember,
  type SuccessBody,
} from '@livefully/contracts';
import { actorOf } from '../admin/admin-actor.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { SignedInGuard } from '../auth/signed-in.guard.js';
import { parseRequest } from '../common/parse.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { StaffChanges } from './staff-changes.js';

const accept = routes.acceptInvitation.http;

/**
 * The invitation link's page posts here once the invitee signed in with Google: any signed-in
 * person may try, and only the invited address succeeds (docs/roles.md). Each bad invitation
 * is its own 4xx, which the page explains.
 */
@Controller()
export class StaffInvitationController {
  constructor(private readonly staff: StaffChanges) {}

  @Post(accept.path.slice(1))
  @HttpCode(accept.status)
  @UseGuards(SignedInGuard, RateLimitGuard)
  @RateLimit(accept.rateLimit.rule)
  async accept(@Body() body: unknown, @CurrentUser() user: Profile): Promise<SuccessBody<StaffMember>> {
    const { token } = parseRequest(AcceptInvitationBodySchema, body ?? {}, accept.body.label);
    // The actor is the verified token's: an address the invitee cannot choose.
    const actor = { uid: user.uid, email: user.email };
    const { invitation, member, before } = await this.staff.identity(identity.acceptInvitation, { token, actor });
    await this.staff.audit(actorOf(user), 'accept', invitation.id, before, member);
    // The guards reuse a recent answer for the token: forget it, so the new role counts at once.
    this.staff.forget(user.email);
    return ok(member);
  }
}
