import { Controller } from '@nestjs/common';
import { AuditQuerySchema, contentAdminOperations, type AuditEntry } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import type { z } from 'zod';
import { AuditService } from './audit.service.js';

@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Handles(contentAdminOperations.listAudit)
  list(query: z.output<typeof AuditQuerySchema>): Promise<AuditEntry[]> {
    return this.audit.list(query);
  }
}
