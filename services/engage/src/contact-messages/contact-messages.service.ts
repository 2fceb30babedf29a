import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, type ContactReceipt, type CreateContactMessage } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { Repository } from 'typeorm';
import { ContactMessage } from './contact-message.entity.js';

@Injectable()
export class ContactMessagesService {
  constructor(@InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>) {}

  /**
   * Stores the message before answering. The same request id stores one row however many
   * times it arrives (replicas over Redis, a redelivery, a client's retry with the same
   * Idempotency-Key): the later ones answer with that row. The same id with other words is a
   * client reusing its key for a new message, which is refused rather than silently dropped.
   */
  async create({ requestId, name, email, subject, message }: CreateContactMessage): Promise<ContactReceipt> {
    const inserted = await this.messages
      .createQueryBuilder()
      .insert()
      .values({ requestId, name, email, subject, message })
      .orIgnore()
      .returning(['id', 'createdAt'])
      .execute();
    const row = (inserted.raw as { id: string; created_at: Date }[])[0];
    if (row) return { id: row.id, createdAt: row.created_at.toISOString() };
    const stored = await this.messages.findOneByOrFail({ requestId });
    const same = stored.name === name && stored.email === email && stored.subject === subject && stored.message === message;
    if (!same) throw rpcError(ErrorCode.IdempotencyKeyReused, 'This Idempotency-Key was already used for a different message.');
    return { id: stored.id, createdAt: stored.createdAt.toISOString() };
  }
}
