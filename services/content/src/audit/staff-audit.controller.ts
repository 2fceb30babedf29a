import { Controller } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { staffContentOperations as ops, type MessageOf } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import type { Repository } from 'typeorm';
import { AuditLog } from './audit-log.entity.js';

/**
 * The audit rows of staff changes (docs/roles.md): the identity service makes the change, the
 * gateway records it here, where the audit screen reads every change. The request id is unique,
 * so a message delivered twice (every replica over Redis) writes one row.
 */
@Controller()
export class StaffAuditController {
  constructor(@InjectRepository(AuditLog) private readonly log: Repository<AuditLog>) {}

  @Handles(ops.recordStaffAudit)
  async record({ actor, action, entityId, before, after, requestId }: MessageOf<typeof ops.recordStaffAudit>) {
    const result = await this.log
      .createQueryBuilder()
      .insert()
      .values({
        actorUid: actor.uid,
        actorEmail: actor.email,
        action,
        kind: 'staff',
        entityId,
        before: (before ?? null) as object | null,
        after: (after ?? null) as object | null,
        requestId,
      })
      .orIgnore()
      .execute();
    return { recorded: (result.identifiers.length ?? 0) > 0 && result.identifiers[0] !== undefined };
  }
}
