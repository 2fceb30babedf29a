import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  InviteBodySchema,
  ok,
  RemoveStaffQuerySchema,
  staffAdminOperations as routes,
  StaffIdParamsSchema,
  staffIdentityOperations as identity,
  TransferOwnershipBodySchema,
  UpdateStaffBodySchema,
  type Invitation,
  type Profile,
  type StaffMember,
  type SuccessBody,
} from '@livefully/contracts';
import { actorOf } from '../admin/admin-actor.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { StaffOnly } from '../auth/staff.guard.js';
import { parseRequest } from '../common/parse.js';
import { StaffChanges } from './staff-changes.js';

/**
 * The staff screen's routes (docs/roles.md): invitations and members. Each change is made by the
 * identity service, then written to the audit log; an invitation is then mailed.
 */
@Controller('api/admin/staff')
export class StaffAdminController {
  constructor(private readonly staff: StaffChanges) {}

  @Get('invitations')
  @StaffOnly(routes.listInvitations.http.access)
  async invitations(): Promise<SuccessBody<Invitation[]>> {
    return ok(await this.staff.identity(identity.listInvitations));
  }

  @Post('invitations')
  @HttpCode(routes.invite.http.status)
  @StaffOnly(routes.invite.http.access)
  async invite(@Body() body: unknown, @CurrentUser() user: Profile): Promise<SuccessBody<Invitation>> {
    const input = parseRequest(InviteBodySchema, body ?? {}, routes.invite.http.body.label);
    const actor = actorOf(user);
    const issued = await this.staff.identity(identity.createInvitation, { ...input, actor });
    await this.staff.audit(actor, 'invite', issued.invitation.id, null, issued.invitation);
    await this.staff.mailInvitation(issued);
    return ok(issued.invitation);
  }

  @Post('invitations/:id/resend')
  @HttpCode(routes.resendInvitation.http.status)
  @StaffOnly(routes.resendInvitation.http.access)
  async resend(@Param() params: unknown, @CurrentUser() user: Profile): Promise<SuccessBody<Invitation>> {
    const { id } = parseRequest(StaffIdParamsSchema, params, 'id');
    const actor = actorOf(user);
    const issued = await this.staff.identity(identity.resendInvitation, { id, actor });
    await this.staff.audit(actor, 'resend', id, null, issued.invitation);
    await this.staff.mailInvitation(issued);
    return ok(issued.invitation);
  }

  @Delete('invitations/:id')
  @StaffOnly(routes.revokeInvitation.http.access)
  async revoke(@Param() params: unknown, @CurrentUser() user: Profile): Promise<SuccessBody<Invitation>> {
    const { id } = parseRequest(StaffIdParamsSchema, params, 'id');
    const actor = actorOf(user);
    const revoked = await this.staff.identity(identity.revokeInvitation, { id, actor });
    await this.staff.audit(actor, 'revoke', id, null, revoked);
    return ok(revoked);
  }

  @Get()
  @StaffOnly(routes.listMembers.http.access)
  async members(): Promise<SuccessBody<StaffMember[]>> {
    return ok(await this.staff.identity(identity.listMembers));
  }

  @Post('transfer-ownership')
  @HttpCode(routes.transferOwnership.http.status)
  @StaffOnly(routes.transferOwnership.http.access)
  async transfer(@Body() body: unknown, @CurrentUser() user: Profile): Promise<SuccessBody<{ from: StaffMember; to: StaffMember }>> {
    const { to } = parseRequest(TransferOwnershipBodySchema, body ?? {}, routes.transferOwnership.http.body.label);
    const actor = actorOf(user);
    const moved = await this.staff.identity(identity.transferOwnership, { to, actor });
    this.staff.forget(moved.from.email, moved.to.email);
    await this.staff.audit(
      actor,
      'transfer',
      moved.to.id,
      { from: moved.fromBefore, to: moved.toBefore },
      { from: moved.from, to: moved.to },
    );
    return ok({ from: moved.from, to: moved.to });
  }

  @Put(':id')
  @StaffOnly(routes.updateMember.http.access)
  async update(@Param() params: unknown, @Body() body: unknown, @CurrentUser() user: Profile): Promise<SuccessBody<StaffMember>> {
    const { id } = parseRequest(StaffIdParamsSchema, params, 'id');
    const change = parseRequest(UpdateStaffBodySchema, body ?? {}, routes.updateMember.http.body.label);
    const actor = actorOf(user);
    const { before, after } = await this.staff.identity(identity.updateMember, { id, actor, ...change });
    this.staff.forget(after!.email);
    const action = before!.status !== after!.status ? (after!.status === 'suspended' ? 'suspend' : 'reactivate') : 'update';
    await this.staff.audit(actor, action, id, before, after);
    return ok(after!);
  }

  @Delete(':id')
  @StaffOnly(routes.removeMember.http.access)
  async remove(@Param() params: unknown, @Query() query: unknown, @CurrentUser() user: Profile): Promise<SuccessBody<StaffMember>> {
    const { id } = parseRequest(StaffIdParamsSchema, params, 'id');
    const { handTo } = parseRequest(RemoveStaffQuerySchema, query ?? {}, 'query');
    const actor = actorOf(user);
    const removed = await this.staff.identity(identity.removeMember, { id, handTo, actor });
    this.staff.forget(removed.removed.email);
    const { posts } = (await this.staff.handOver(removed)) as { posts: number };
    await this.staff.audit(actor, 'delete', id, removed.removed, { handedTo: removed.handTo.email, posts });
    return ok(removed.removed);
  }
}
