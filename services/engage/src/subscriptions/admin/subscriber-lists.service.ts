import { Injectable } from '@nestjs/common';
import { APPS, listTitle, type AppId, type AppSubscriber, type AppSubscriberQuery, type NewsletterSubscriber } from '@livefully/contracts';
import { EngageSql, iso } from '../../common/engage-sql.js';

/**
 * The lists as the admin reads and exports them: confirmed entries only (a pending address has
 * not said yes, an unsubscribed one said no), newest first. A few thousand addresses at most,
 * and the CSV export needs them all.
 */
@Injectable()
export class SubscriberListsService {
  constructor(private readonly sql: EngageSql) {}

  async newsletter(): Promise<NewsletterSubscriber[]> {
    const rows = await this.sql.query<{ email: string; subscribed_at: Date }>(
      `SELECT email, subscribed_at FROM ${this.sql.t('list_entries')} WHERE list = 'newsletter' AND status = 'confirmed'
       ORDER BY subscribed_at DESC, email`,
    );
    return rows.map((row) => ({ email: row.email, createdAt: iso(row.subscribed_at)! }));
  }

  async apps({ appName }: AppSubscriberQuery): Promise<AppSubscriber[]> {
    const rows = await this.sql.query<{ list: AppId; email: string; subscribed_at: Date }>(
      `SELECT list, email, subscribed_at FROM ${this.sql.t('list_entries')}
       WHERE list <> 'newsletter' AND status = 'confirmed' AND ($1::varchar IS NULL OR list = $1)
       ORDER BY subscribed_at DESC, list, email`,
      [appName ?? null],
    );
    return rows.map((row) => ({ appName: row.list, appTitle: listTitle(row.list), email: row.email, createdAt: iso(row.subscribed_at)! }));
  }

  async countNewsletter(): Promise<number> {
    const [row] = await this.sql.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${this.sql.t('list_entries')} WHERE list = 'newsletter' AND status = 'confirmed'`,
    );
    return row?.count ?? 0;
  }

  /** Every app of APPS, with 0 for one nobody has asked about yet. */
  async countApps(): Promise<Record<AppId, number>> {
    const rows = await this.sql.query<{ list: string; count: number }>(
      `SELECT list, count(*)::int AS count FROM ${this.sql.t('list_entries')} WHERE list <> 'newsletter' AND status = 'confirmed' GROUP BY list`,
    );
    const counts = Object.fromEntries(APPS.map((app) => [app.id, 0])) as Record<AppId, number>;
    for (const row of rows) if (row.list in counts) counts[row.list as AppId] = row.count;
    return counts;
  }
}
