import { Controller, Get, Header, Query, Res, UseGuards } from '@nestjs/common';
import {
  AppSubscriberQuerySchema,
  ENGAGE_ADMIN_PATTERNS,
  ok,
  type AppSubscriber,
  type EngageCounts,
  type NewsletterSubscriber,
  type SuccessBody,
} from '@livefully/contracts';
import type { Response } from 'express';
import { AdminGuard } from '../auth/admin.guard.js';
import { parseRequest } from '../common/parse.js';
import { ServiceClients } from '../services/service-clients.js';
import { attachment, csvFilename, toCsv } from './csv.js';
import { given } from './engage-query.js';

const CSV = 'text/csv; charset=utf-8';

/**
 * The subscriber lists as JSON for the admin tables and as CSV downloads. `?app=` narrows the
 * app list to one app of APPS (400 for any other); the CSV's file name says which.
 */
@Controller('api/admin')
@UseGuards(AdminGuard)
export class SubscribersAdminController {
  constructor(private readonly services: ServiceClients) {}

  @Get('subscribers/newsletter')
  async newsletter(): Promise<SuccessBody<NewsletterSubscriber[]>> {
    return ok(await this.newsletterRows());
  }

  @Get('subscribers/newsletter.csv')
  @Header('Content-Type', CSV)
  async newsletterCsv(@Res({ passthrough: true }) response: Response): Promise<string> {
    const rows = await this.newsletterRows();
    response.setHeader('Content-Disposition', attachment(csvFilename('newsletter-subscribers')));
    return toCsv(
      ['email', 'subscribed_at'],
      rows.map((row) => [row.email, row.createdAt]),
    );
  }

  @Get('subscribers/apps')
  async apps(@Query('app') app: unknown): Promise<SuccessBody<AppSubscriber[]>> {
    return ok(await this.appRows(app));
  }

  @Get('subscribers/apps.csv')
  @Header('Content-Type', CSV)
  async appsCsv(@Query('app') app: unknown, @Res({ passthrough: true }) response: Response): Promise<string> {
    const rows = await this.appRows(app);
    const stem = typeof app === 'string' && app ? `${app}-subscribers` : 'app-subscribers';
    response.setHeader('Content-Disposition', attachment(csvFilename(stem)));
    return toCsv(
      ['app', 'app_title', 'email', 'subscribed_at'],
      rows.map((row) => [row.appName, row.appTitle, row.email, row.createdAt]),
    );
  }

  /** The admin dashboard's numbers: open messages, newsletter and per-app subscribers. */
  @Get('engage/counts')
  async counts(): Promise<SuccessBody<EngageCounts>> {
    return ok(await this.services.send<EngageCounts>('engage', ENGAGE_ADMIN_PATTERNS.counts));
  }

  private newsletterRows(): Promise<NewsletterSubscriber[]> {
    return this.services.send<NewsletterSubscriber[]>('engage', ENGAGE_ADMIN_PATTERNS.listNewsletterSubscribers);
  }

  /** Parsed before anything is sent, so a bad `app` is a 400 and the CSV's name is a known app id. */
  private appRows(app: unknown): Promise<AppSubscriber[]> {
    const query = parseRequest(AppSubscriberQuerySchema, { appName: given(app) }, 'query');
    return this.services.send<AppSubscriber[]>('engage', ENGAGE_ADMIN_PATTERNS.listAppSubscribers, query);
  }
}
