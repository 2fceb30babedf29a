import { Body, Controller, Get, Param, Put, Query, UseGuards } from '@nestjs/common';
import {
  ContactHandledInputSchema,
  ContactMessageQuerySchema,
  ENGAGE_ADMIN_PATTERNS,
  ok,
  type AdminContactMessage,
  type ContactMessagePage,
  type Profile,
  type SuccessBody,
} from '@livefully/contracts';
import { z } from 'zod';
import { actorOf } from '../admin/admin-actor.js';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { parseRequest } from '../common/parse.js';
import { ServiceClients } from '../services/service-clients.js';
import { given } from './engage-query.js';

const MessageIdSchema = z.object({ id: z.uuid('id must be a UUID') });

/** GET /api/admin/contact-messages and PUT /api/admin/contact-messages/:id/handled. */
@Controller('api/admin/contact-messages')
@UseGuards(AdminGuard)
export class ContactMessagesAdminController {
  constructor(private readonly services: ServiceClients) {}

  @Get()
  async list(@Query() query: Record<string, unknown>): Promise<SuccessBody<ContactMessagePage>> {
    const filter = parseRequest(
      ContactMessageQuerySchema,
      { status: given(query.status), limit: given(query.limit), cursor: given(query.cursor) },
      'query',
    );
    return ok(await this.services.send<ContactMessagePage>('engage', ENGAGE_ADMIN_PATTERNS.listContactMessages, filter));
  }

  /** Idempotent: a repeated PUT answers with the same state (the first handled time is kept). */
  @Put(':id/handled')
  async setHandled(
    @CurrentUser() user: Profile,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<SuccessBody<AdminContactMessage>> {
    const { id: valid } = parseRequest(MessageIdSchema, { id }, 'id');
    const { handled } = parseRequest(ContactHandledInputSchema, body ?? {}, 'request');
    return ok(
      await this.services.send<AdminContactMessage>('engage', ENGAGE_ADMIN_PATTERNS.setContactMessageHandled, {
        id: valid,
        handled,
        actor: actorOf(user),
      }),
    );
  }
}
