import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactInboxController } from './admin/contact-inbox.controller.js';
import { ContactInboxService } from './admin/contact-inbox.service.js';
import { ContactMessage } from './contact-message.entity.js';
import { ContactMessagesController } from './contact-messages.controller.js';
import { ContactMessagesService } from './contact-messages.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage])],
  controllers: [ContactMessagesController, ContactInboxController],
  providers: [ContactMessagesService, ContactInboxService],
  exports: [ContactInboxService],
})
export class ContactMessagesModule {}
