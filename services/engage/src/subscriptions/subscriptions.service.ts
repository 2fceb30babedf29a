import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  appById,
  type AppSubscription as AppSubscriptionRequest,
  type AppSubscriptionReceipt,
  type EmailSubscription as EmailSubscriptionRequest,
  type EmailSubscriptionReceipt,
} from '@livefully/contracts';
import type { Repository } from 'typeorm';
import { AppSubscription } from './app-subscription.entity.js';
import { EmailSubscription } from './email-subscription.entity.js';

/**
 * Subscribing is idempotent: a second subscription of the same address keeps the one row and
 * answers exactly like the first, so the answer never tells who is subscribed already.
 */
@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectRepository(EmailSubscription) private readonly emails: Repository<EmailSubscription>,
    @InjectRepository(AppSubscription) private readonly apps: Repository<AppSubscription>,
  ) {}

  async subscribeEmail({ email }: EmailSubscriptionRequest): Promise<EmailSubscriptionReceipt> {
    await this.emails.createQueryBuilder().insert().values({ email }).orIgnore().execute();
    return { email, subscribed: true };
  }

  /** The title stored is the app's own, whatever title the caller sent along with its id. */
  async subscribeApp({ appName, email }: AppSubscriptionRequest): Promise<AppSubscriptionReceipt> {
    const appTitle = appById(appName).title;
    await this.apps.createQueryBuilder().insert().values({ appName, appTitle, email }).orIgnore().execute();
    return { appName, email, subscribed: true };
  }
}
