import { Controller } from '@nestjs/common';
import {
  engageAdminOperations,
  type AdminContactMessage,
  type ContactMessagePage,
  type ContactMessageQuery,
  type SetContactHandled,
} from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { ContactInboxService } from './contact-inbox.service.js';

/** The admin inbox; the gateway lets only admins send these. */
@Controller()
export class ContactInboxController {
  constructor(private readonly inbox: ContactInboxService) {}

  @Handles(engageAdminOperations.listContactMessages)
  list(query: ContactMessageQuery): Promise<ContactMessagePage> {
    return this.inbox.list(query);
  }

  @Handles(engageAdminOperations.setContactMessageHandled)
  setHandled(command: SetContactHandled): Promise<AdminContactMessage> {
    return this.inbox.setHandled(command);
  }
}
