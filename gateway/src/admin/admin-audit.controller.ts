import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { AuditQuerySchema, CONTENT_ADMIN_PATTERNS, ok, type AuditEntry, type SuccessBody } from '@livefully/contracts';
import { AdminGuard } from '../auth/admin.guard.js';
import { parseRequest } from '../common/parse.js';
import { ServiceClients } from '../services/service-clients.js';

/** GET /api/admin/audit?limit=&kind=&entityId=: who changed what, newest first. */
@Controller('api/admin/audit')
@UseGuards(AdminGuard)
export class AdminAuditController {
  constructor(private readonly services: ServiceClients) {}

  @Get()
  async list(@Query() query: Record<string, unknown>): Promise<SuccessBody<AuditEntry[]>> {
    // An empty parameter (`?kind=`) reads as absent, as a form with an unset filter sends it.
    const given = (value: unknown) => (value === '' ? undefined : value);
    const filter = parseRequest(
      AuditQuerySchema,
      { limit: given(query.limit), kind: given(query.kind), entityId: given(query.entityId) },
      'query',
    );
    return ok(await this.services.send<AuditEntry[]>('content', CONTENT_ADMIN_PATTERNS.listAudit, filter));
  }
}
