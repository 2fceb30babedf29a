import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ErrorCode,
  listTitle,
  type Actor,
  type ListEntryStatus,
  type ListId,
  type Person,
  type PersonErased,
  type PersonEvent,
  type PersonExport,
} from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import { EngageSql, iso, type Sql } from '../common/engage-sql.js';
import { lockAddress } from '../subscriptions/subscriptions.service.js';
import { SUBSCRIPTION_TOKENS, type SubscriptionTokens } from '../tokens/subscription-tokens.js';

/**
 * People's rights (docs/mail.md): what is kept about an address (its list entries, their
 * history, its deliveries and its contact messages) to look up, hand over and erase. An
 * erasure is audited by who and when, with a keyed hash of the address instead of the address.
 */
@Injectable()
export class PeopleService {
  private readonly logger = new Logger('PeopleService');

  constructor(
    private readonly sql: EngageSql,
    @Inject(SUBSCRIPTION_TOKENS) private readonly tokens: SubscriptionTokens,
  ) {}

  async get(email: string): Promise<Person> {
    const person = await this.read(this.sql.dataSource.manager, email);
    if (!person) throw notFound();
    return person;
  }

  async export(email: string): Promise<PersonExport> {
    const person = await this.read(this.sql.dataSource.manager, email);
    if (!person) throw notFound();
    const messages = await this.sql.query<{
      id: string;
      name: string;
      subject: string;
      message: string;
      created_at: Date;
      handled_at: Date | null;
    }>(
      `SELECT id, name, subject, message, created_at, handled_at FROM ${this.sql.t('contact_messages')} WHERE email = $1 ORDER BY created_at, id`,
      [email],
    );
    return {
      ...person,
      exportedAt: new Date().toISOString(),
      contactMessageItems: messages.map((row) => ({
        id: row.id,
        name: row.name,
        subject: row.subject,
        message: row.message,
        createdAt: iso(row.created_at)!,
        handledAt: iso(row.handled_at),
      })),
    };
  }

  async erase(actor: Actor, email: string, requestId?: string): Promise<PersonErased> {
    const erased = await this.sql.transaction(async (manager) => {
      await lockAddress(manager, email);
      if (requestId) {
        // The same request, received by another replica too (Redis): answer what it erased.
        const [done] = (await manager.query(`SELECT counts FROM ${this.sql.t('erasures')} WHERE request_id = $1`, [requestId])) as {
          counts: PersonErased['erased'];
        }[];
        if (done) return done.counts;
      }
      const count = async (table: string) =>
        (await this.sql.returning(manager, `DELETE FROM ${this.sql.t(table)} WHERE email = $1 RETURNING 1`, [email])).length;
      const mailings = (await manager.query(`SELECT DISTINCT mailing_id FROM ${this.sql.t('deliveries')} WHERE email = $1`, [email])) as {
        mailing_id: string;
      }[];
      const counts = {
        entries: await count('list_entries'),
        history: await count('subscription_history'),
        deliveries: await count('deliveries'),
        contactMessages: await count('contact_messages'),
      };
      // A mailing whose last outstanding delivery was this address's is done now.
      await manager.query(
        `UPDATE ${this.sql.t('mailings')} m SET status = 'sent', sent_at = now(), updated_at = now()
         WHERE m.id = ANY($1::uuid[]) AND m.status = 'sending' AND NOT EXISTS (
           SELECT 1 FROM ${this.sql.t('deliveries')} d WHERE d.mailing_id = m.id AND d.status IN ('pending', 'sending'))`,
        [mailings.map((row) => row.mailing_id)],
      );
      await manager.query(
        `INSERT INTO ${this.sql.t('erasures')} (request_id, email_hash, actor_uid, actor_email, counts) VALUES ($1, $2, $3, $4, $5)`,
        [requestId ?? null, this.tokens.addressHash(email), actor.uid, actor.email, JSON.stringify(counts)],
      );
      return counts;
    });
    this.logger.log(`an address was erased by ${actor.email ?? actor.uid}`);
    return { email, erased };
  }

  private async read(sql: Sql, email: string): Promise<Person | null> {
    const [entries, history, [messages]] = await Promise.all([
      sql.query(
        `SELECT list, status, subscribed_at, confirmed_at, unsubscribed_at FROM ${this.sql.t('list_entries')} WHERE email = $1 ORDER BY subscribed_at, list`,
        [email],
      ) as Promise<
        { list: ListId; status: ListEntryStatus; subscribed_at: Date; confirmed_at: Date | null; unsubscribed_at: Date | null }[]
      >,
      sql.query(`SELECT at, event, list, detail FROM ${this.sql.t('subscription_history')} WHERE email = $1 ORDER BY at, id`, [
        email,
      ]) as Promise<{ at: Date; event: PersonEvent; list: ListId | null; detail: string | null }[]>,
      sql.query(`SELECT count(*)::int AS count FROM ${this.sql.t('contact_messages')} WHERE email = $1`, [email]) as Promise<
        { count: number }[]
      >,
    ]);
    const contactMessages = Number(messages?.count ?? 0);
    if (entries.length === 0 && history.length === 0 && contactMessages === 0) return null;
    return {
      email,
      entries: entries.map((row) => ({
        list: row.list,
        listTitle: listTitle(row.list),
        status: row.status,
        subscribedAt: iso(row.subscribed_at)!,
        confirmedAt: iso(row.confirmed_at),
        unsubscribedAt: iso(row.unsubscribed_at),
      })),
      history: history.map((row) => ({ at: iso(row.at)!, event: row.event, list: row.list, detail: row.detail })),
      contactMessages,
    };
  }
}

const notFound = () => rpcError(ErrorCode.PersonNotFound, 'Nothing is kept about this address.');
