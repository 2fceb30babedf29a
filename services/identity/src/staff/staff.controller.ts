import { Controller } from '@nestjs/common';
import { staffIdentityOperations as ops, type MessageOf } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { InvitationStore } from './invitation-store.js';
import { MemberStore } from './member-store.js';

/** The staff messages the gateway's staff routes send (docs/roles.md). */
@Controller()
export class StaffController {
  constructor(
    private readonly invitations: InvitationStore,
    private readonly members: MemberStore,
  ) {}

  @Handles(ops.listInvitations)
  listInvitations() {
    return this.invitations.list();
  }

  @Handles(ops.createInvitation)
  createInvitation({ email, role, actor }: MessageOf<typeof ops.createInvitation>) {
    return this.invitations.create({ email, role, actor });
  }

  @Handles(ops.resendInvitation)
  resendInvitation({ id, actor }: MessageOf<typeof ops.resendInvitation>) {
    return this.invitations.resend(id, actor);
  }

  @Handles(ops.revokeInvitation)
  async revokeInvitation({ id }: MessageOf<typeof ops.revokeInvitation>) {
    return (await this.invitations.revoke(id)).after;
  }

  @Handles(ops.acceptInvitation)
  acceptInvitation({ token, actor }: MessageOf<typeof ops.acceptInvitation>) {
    return this.invitations.accept(token, actor);
  }

  @Handles(ops.listMembers)
  listMembers() {
    return this.members.list();
  }

  @Handles(ops.updateMember)
  updateMember({ id, role, status }: MessageOf<typeof ops.updateMember>) {
    return this.members.update(id, { ...(role ? { role } : {}), ...(status ? { status } : {}) });
  }

  @Handles(ops.removeMember)
  removeMember({ id, handTo }: MessageOf<typeof ops.removeMember>) {
    return this.members.remove(id, handTo);
  }

  @Handles(ops.transferOwnership)
  transferOwnership({ to, actor }: MessageOf<typeof ops.transferOwnership>) {
    return this.members.transfer(to, actor);
  }
}
