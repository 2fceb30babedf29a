import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CreateContactMessageSchema, ENGAGE_PATTERNS, type ContactReceipt, type CreateContactMessage } from '@livefully/contracts';
import { ZodMessagePipe } from '@livefully/service-kit';
import { ContactMessagesService } from './contact-messages.service.js';

@Controller()
export class ContactMessagesController {
  constructor(private readonly messages: ContactMessagesService) {}

  @MessagePattern(ENGAGE_PATTERNS.contact)
  create(@Payload(new ZodMessagePipe(CreateContactMessageSchema)) command: CreateContactMessage): Promise<ContactReceipt> {
    return this.messages.create(command);
  }
}
