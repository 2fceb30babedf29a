import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import {
  gatewayOperations,
  PersonEmailSchema,
  PersonExportSchema,
  peopleAdminOperations as ops,
  personExportFilename,
} from '@livefully/contracts';
import type { Response } from 'express';
import { StaffOnly } from '../auth/staff.guard.js';
import { parseRequest } from '../common/parse.js';
import { ServiceClients } from '../services/service-clients.js';
import { attachment } from './csv.js';

/**
 * Everything kept about an address as a file to hand over (docs/mail.md, people's rights):
 * the engage service's export, sent as a JSON attachment rather than the envelope.
 */
@Controller('api/admin')
@StaffOnly(gatewayOperations.downloadPerson.http.access)
export class PersonExportController {
  constructor(private readonly services: ServiceClients) {}

  @Get('people/:email/export')
  @Header('Content-Type', 'application/json; charset=utf-8')
  async export(@Param('email') raw: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const { email } = parseRequest(PersonEmailSchema, { email: raw }, 'email');
    const answer = PersonExportSchema.parse(await this.services.send(ops.exportPerson.service, ops.exportPerson.pattern, { email }));
    // The address may hold quotes or non-ASCII: the header keeps a safe form of it.
    response.setHeader('Content-Disposition', attachment(personExportFilename(email).replace(/[^\w.@+-]/g, '_')));
    return `${JSON.stringify(answer, null, 2)}\n`;
  }
}
