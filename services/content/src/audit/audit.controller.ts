import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuditQuerySchema, CONTENT_ADMIN_PATTERNS, type AuditEntry } from '@livefully/contracts';
import { ZodMessagePipe } from '@livefully/service-kit';
import type { z } from 'zod';
import { AuditService } from './audit.service.js';

@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @MessagePattern(CONTENT_ADMIN_PATTERNS.listAudit)
  list(@Payload(new ZodMessagePipe(AuditQuerySchema)) query: z.output<typeof AuditQuerySchema>): Promise<AuditEntry[]> {
    return this.audit.list(query);
  }
}
