import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { APPS, type AppId, type AppSubscriber, type AppSubscriberQuery, type NewsletterSubscriber } from '@livefully/contracts';
import type { Repository } from 'typeorm';
import { AppSubscription } from '../app-subscription.entity.js';
import { EmailSubscription } from '../email-subscription.entity.js';

/** Whole lists, newest first: a few thousand addresses at most, and the CSV export needs them all. */
@Injectable()
export class SubscriberListsService {
  constructor(
    @InjectRepository(EmailSubscription) private readonly emails: Repository<EmailSubscription>,
    @InjectRepository(AppSubscription) private readonly appRows: Repository<AppSubscription>,
  ) {}

  async newsletter(): Promise<NewsletterSubscriber[]> {
    const rows = await this.emails.find({ order: { createdAt: 'DESC', email: 'ASC' } });
    return rows.map((row) => ({ email: row.email, createdAt: row.createdAt.toISOString() }));
  }

  async apps({ appName }: AppSubscriberQuery): Promise<AppSubscriber[]> {
    const rows = await this.appRows.find({
      where: appName ? { appName } : {},
      order: { createdAt: 'DESC', appName: 'ASC', email: 'ASC' },
    });
    return rows.map((row) => ({
      appName: row.appName as AppId,
      appTitle: row.appTitle,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  countNewsletter(): Promise<number> {
    return this.emails.count();
  }

  /** Every app of APPS, with 0 for one nobody has asked about yet. */
  async countApps(): Promise<Record<AppId, number>> {
    const rows: { app_name: string; count: string }[] = await this.appRows
      .createQueryBuilder('a')
      .select('a.app_name', 'app_name')
      .addSelect('count(*)', 'count')
      .groupBy('a.app_name')
      .getRawMany();
    const counts = Object.fromEntries(APPS.map((app) => [app.id, 0])) as Record<AppId, number>;
    for (const row of rows) if (row.app_name in counts) counts[row.app_name as AppId] = Number(row.count);
    return counts;
  }
}
