import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuditEntry, AuditQuerySchema } from '@livefully/contracts';
import type { Repository } from 'typeorm';
import type { z } from 'zod';
import { toAuditEntry } from './audit-entry.mapper.js';
import { AuditLog } from './audit-log.entity.js';

/** Read side of the audit log; rows are written by ContentWriter with each change. */
@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditLog) private readonly log: Repository<AuditLog>) {}

  async list({ limit, kind, entityId }: z.output<typeof AuditQuerySchema>): Promise<AuditEntry[]> {
    const rows = await this.log.find({
      where: { ...(kind ? { kind } : {}), ...(entityId ? { entityId } : {}) },
      order: { at: 'DESC', id: 'DESC' },
      take: limit,
    });
    return rows.map(toAuditEntry);
  }
}
