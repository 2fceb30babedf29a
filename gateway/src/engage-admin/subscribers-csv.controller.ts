import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import { engageAdminOperations as ops, gatewayOperations, type AppSubscriber, type NewsletterSubscriber } from '@livefully/contracts';
import type { Response } from 'express';
import { StaffOnly } from '../auth/staff.guard.js';
import { OperationRunner } from '../operations/operation-runner.js';
import type { RequestParts } from '../operations/request-message.js';
import { attachment, csvFilename, toCsv } from './csv.js';

const CSV = 'text/csv; charset=utf-8';
const queryOnly = (query: Record<string, unknown>): RequestParts => ({ params: {}, query, body: undefined, header: () => undefined });

/**
 * The subscriber lists as CSV downloads: the same operations as the JSON lists (so the same
 * query rules: `?app=` narrows to one app of APPS, 400 for any other), answered as text. The
 * file name says which list and which app.
 */
@Controller('api/admin')
@StaffOnly(gatewayOperations.downloadNewsletterSubscribers.http.access)
export class SubscribersCsvController {
  constructor(private readonly runner: OperationRunner) {}

  @Get('subscribers/newsletter.csv')
  @StaffOnly(gatewayOperations.downloadNewsletterSubscribers.http.access)
  @Header('Content-Type', CSV)
  async newsletterCsv(@Res({ passthrough: true }) response: Response): Promise<string> {
    const rows = await this.runner.answer<NewsletterSubscriber[]>(ops.listNewsletterSubscribers, queryOnly({}));
    response.setHeader('Content-Disposition', attachment(csvFilename('newsletter-subscribers')));
    return toCsv(
      ['email', 'subscribed_at'],
      rows.map((row) => [row.email, row.createdAt]),
    );
  }

  @Get('subscribers/apps.csv')
  @StaffOnly(gatewayOperations.downloadAppSubscribers.http.access)
  @Header('Content-Type', CSV)
  async appsCsv(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) response: Response): Promise<string> {
    const rows = await this.runner.answer<AppSubscriber[]>(ops.listAppSubscribers, queryOnly(query));
    const app = query.app;
    const stem = typeof app === 'string' && app ? `${app}-subscribers` : 'app-subscribers';
    response.setHeader('Content-Disposition', attachment(csvFilename(stem)));
    return toCsv(
      ['app', 'app_title', 'email', 'subscribed_at'],
      rows.map((row) => [row.appName, row.appTitle, row.email, row.createdAt]),
    );
  }
}
