import { Controller } from '@nestjs/common';
import { engageOperations, type ContactReceipt, type CreateContactMessage } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { ContactMessagesService } from './contact-messages.service.js';

@Controller()
export class ContactMessagesController {
  constructor(private readonly messages: ContactMessagesService) {}

  @Handles(engageOperations.contact)
  create(command: CreateContactMessage): Promise<ContactReceipt> {
    return this.messages.create(command);
  }
}
