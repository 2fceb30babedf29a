import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  decodeContactCursor,
  encodeContactCursor,
  ErrorCode,
  type AdminContactMessage,
  type ContactMessagePage,
  type ContactMessageQuery,
  type SetContactHandled,
} from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { Repository } from 'typeorm';
import { ContactMessage } from '../contact-message.entity.js';

/** created_at to the microsecond: a cursor cut to milliseconds would skip rows stored in between. */
const EXACT_CREATED_AT = `to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type Row = ContactMessage & { exactCreatedAt?: string };

function view(message: ContactMessage): AdminContactMessage {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    handledAt: message.handledAt ? message.handledAt.toISOString() : null,
    handledBy: message.handledBy,
  };
}

@Injectable()
export class ContactInboxService {
  constructor(@InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>) {}

  /** Newest first, then by id; one row more than asked tells whether another page exists. */
  async list({ status = 'all', limit = 50, cursor }: ContactMessageQuery): Promise<ContactMessagePage> {
    const query = this.messages
      .createQueryBuilder('m')
      .addSelect(EXACT_CREATED_AT, 'exact_created_at')
      .orderBy('m.created_at', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .limit(Number(limit) + 1);
    if (status === 'open') query.andWhere('m.handled_at IS NULL');
    if (status === 'handled') query.andWhere('m.handled_at IS NOT NULL');
    const after = cursor ? decodeContactCursor(cursor) : null;
    if (after) query.andWhere('(m.created_at, m.id) < (:createdAt::timestamptz, :id::uuid)', after);
    const { entities, raw } = await query.getRawAndEntities<{ exact_created_at: string }>();
    const rows: Row[] = entities.map((entity, index) => Object.assign(entity, { exactCreatedAt: raw[index]?.exact_created_at }));
    const page = rows.slice(0, Number(limit));
    const last = page.at(-1);
    const more = rows.length > page.length && last?.exactCreatedAt;
    return { items: page.map(view), nextCursor: more ? encodeContactCursor({ createdAt: last.exactCreatedAt!, id: last.id }) : null };
  }

  /**
   * Idempotent both ways: marking a handled message handled again keeps the first time and
   * admin (a replica receiving the same message changes nothing); reopening clears both.
   */
  async setHandled({ id, handled, actor }: SetContactHandled): Promise<AdminContactMessage> {
    const update = this.messages.createQueryBuilder().update(ContactMessage).where('id = :id', { id });
    if (handled) {
      await update
        .set({ handledAt: () => 'now()', handledBy: actor.email ?? actor.uid })
        .andWhere('handled_at IS NULL')
        .execute();
    } else {
      await update.set({ handledAt: null, handledBy: null }).execute();
    }
    const message = await this.messages.findOneBy({ id });
    if (!message) throw rpcError(ErrorCode.NotFound, `No contact message with id ${id}`);
    return view(message);
  }

  countOpen(): Promise<number> {
    return this.messages.createQueryBuilder('m').where('m.handled_at IS NULL').getCount();
  }
}
