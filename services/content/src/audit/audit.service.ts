import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { auditBound, type AuditEntry, type AuditQuerySchema } from '@livefully/contracts';
import { Brackets, type Repository } from 'typeorm';
import type { z } from 'zod';
import { toAuditEntry } from './audit-entry.mapper.js';
import { AuditLog } from './audit-log.entity.js';

/** Read side of the audit log; rows are written by ContentWriter with each change. */
@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditLog) private readonly log: Repository<AuditLog>) {}

  /** Newest first; every filter narrows, `actor` matches a person's email (any case) or uid. */
  async list({ limit, offset, kind, action, actor, from, to, entityId }: z.output<typeof AuditQuerySchema>): Promise<AuditEntry[]> {
    const query = this.log.createQueryBuilder('entry');
    if (kind) query.andWhere('entry.kind = :kind', { kind });
    if (action) query.andWhere('entry.action = :action', { action });
    if (entityId) query.andWhere('entry.entityId = :entityId', { entityId });
    if (actor) {
      query.andWhere(
        new Brackets((who) =>
          who.where('entry.actorUid = :actor', { actor }).orWhere('lower(entry.actorEmail) = lower(:actor)', { actor }),
        ),
      );
    }
    if (from) query.andWhere('entry.at >= :from', { from: auditBound(from, 'from') });
    // Times are answered to the millisecond and kept to the microsecond: `to` covers its whole millisecond.
    if (to) query.andWhere('entry.at < :until', { until: new Date(auditBound(to, 'to').getTime() + 1) });
    const rows = await query.orderBy('entry.at', 'DESC').addOrderBy('entry.id', 'DESC').skip(offset).take(limit).getMany();
    return rows.map(toAuditEntry);
  }
}
