import { Injectable } from '@nestjs/common';
import {
  staffContentOperations as content,
  staffIdentityOperations as identity,
  staffNoticeOperations as engage,
  type Actor,
  type IssuedInvitation,
  type MessageOf,
  type ResponseOf,
  type ServiceOperation,
} from '@livefully/contracts';
import { randomUUID } from 'node:crypto';
import { AuthService } from '../auth/auth.service.js';
import { ServiceClients } from '../services/service-clients.js';

type AuditAction = MessageOf<typeof content.recordStaffAudit>['action'];

/**
 * What a staff change takes beyond the identity service (docs/roles.md): the audit row in the
 * content service's log, the invitation's mail through the engage service's queue, and a
 * removed member's posts handed over. Each service keeps to its own data; the gateway, which
 * reaches all of them, strings them together.
 */
@Injectable()
export class StaffChanges {
  constructor(
    private readonly services: ServiceClients,
    private readonly auth: AuthService,
  ) {}

  /** The member's access changed: the guards must not go on with what they kept for them. */
  forget(...emails: (string | null)[]): void {
    for (const email of emails) this.auth.forget(email);
  }

  identity<O extends ServiceOperation>(op: O, message: unknown = {}): Promise<ResponseOf<O>> {
    return this.services.send<ResponseOf<O>>(op.service, op.pattern, message);
  }

  audit(actor: Actor, action: AuditAction, entityId: string, before: unknown, after: unknown): Promise<unknown> {
    const message: MessageOf<typeof content.recordStaffAudit> = { actor, action, entityId, before, after, requestId: randomUUID() };
    return this.services.send(content.recordStaffAudit.service, content.recordStaffAudit.pattern, message);
  }

  /** Queues the invitation's mail: a 503 when the engage service is away (the invitation stays, to resend). */
  mailInvitation({ invitation, token }: IssuedInvitation): Promise<unknown> {
    const message: MessageOf<typeof engage.staffNotice> = {
      notice: {
        kind: 'invitation',
        to: invitation.email,
        role: invitation.role,
        invitedBy: invitation.invitedBy,
        token,
        expiresAt: invitation.expiresAt,
      },
      requestId: randomUUID(),
    };
    return this.services.send(engage.staffNotice.service, engage.staffNotice.pattern, message);
  }

  handOver(removed: ResponseOf<typeof identity.removeMember>): Promise<unknown> {
    const message: MessageOf<typeof content.handOverPosts> = {
      from: { uid: removed.removedUid, email: removed.removed.email },
      to: removed.handTo,
    };
    return this.services.send(content.handOverPosts.service, content.handOverPosts.pattern, message);
  }
}
