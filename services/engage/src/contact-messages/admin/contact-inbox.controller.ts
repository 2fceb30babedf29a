import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ContactMessageQuerySchema,
  ENGAGE_ADMIN_PATTERNS,
  SetContactHandledSchema,
  type AdminContactMessage,
  type ContactMessagePage,
  type ContactMessageQuery,
  type SetContactHandled,
} from '@livefully/contracts';
import { ZodMessagePipe } from '@livefully/service-kit';
import { ContactInboxService } from './contact-inbox.service.js';

/** The admin inbox; the gateway lets only admins send these. */
@Controller()
export class ContactInboxController {
  constructor(private readonly inbox: ContactInboxService) {}

  @MessagePattern(ENGAGE_ADMIN_PATTERNS.listContactMessages)
  list(@Payload(new ZodMessagePipe(ContactMessageQuerySchema)) query: ContactMessageQuery): Promise<ContactMessagePage> {
    return this.inbox.list(query);
  }

  @MessagePattern(ENGAGE_ADMIN_PATTERNS.setContactMessageHandled)
  setHandled(@Payload(new ZodMessagePipe(SetContactHandledSchema)) command: SetContactHandled): Promise<AdminContactMessage> {
    return this.inbox.setHandled(command);
  }
}
