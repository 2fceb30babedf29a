import { startDatabaseServiceFixture, type DatabaseServiceFixture } from '@livefully/service-kit/testing';
import { startMailDev } from '../../../../deploy/maildev/start.mjs';
import { ENGAGE_SERVICE } from '../service.js';

export { CORRELATION_ID } from '@livefully/service-kit/testing';

export const TEST_SUBSCRIPTION_SECRET = 'engage-tests-subscription-secret-0123456789';
export const TEST_ORIGIN = 'https://livefully.test';

/** A migrated database, the service listening on TCP, and a client talking to it. */
export interface EngageFixture extends DatabaseServiceFixture {
  /** Rows of one of the service's tables, oldest first. */
  rows<T = Record<string, unknown>>(table: string): Promise<T[]>;
  /** MailDev's web address, when the fixture was started with a mail server. */
  inbox: string;
}

export interface EngageFixtureOptions {
  /** Ports of a MailDev of the fixture's own; without it the relay is a closed port (mail waits in the queue). */
  mail?: { smtpPort: number; webPort: number };
  env?: Record<string, string>;
}

export async function startEngageFixture(name: string, options: EngageFixtureOptions = {}): Promise<EngageFixture> {
  const maildev = options.mail ? await startMailDev(options.mail) : undefined;
  try {
    const fixture = await startDatabaseServiceFixture(ENGAGE_SERVICE, name, {
      env: {
        SUBSCRIPTION_SECRET: TEST_SUBSCRIPTION_SECRET,
        PUBLIC_ORIGIN: TEST_ORIGIN,
        SMTP_URL: maildev?.smtpUrl ?? 'smtp://127.0.0.1:9',
        MAIL_FROM: 'Live Fully <hello@livefully.test>',
        MAIL_RETRY_DELAY_SECONDS: '1',
        MAIL_LEASE_SECONDS: '10',
        ...options.env,
      },
    });
    const rows = <T>(table: string) =>
      fixture.dataSource.query(`SELECT * FROM "${fixture.database.DB_SCHEMA}".${table} ORDER BY created_at`) as Promise<T[]>;
    return {
      ...fixture,
      rows,
      inbox: maildev?.webUrl ?? '',
      stop: async () => {
        await fixture.stop();
        await maildev?.stop();
      },
    };
  } catch (error) {
    await maildev?.stop();
    throw error;
  }
}
