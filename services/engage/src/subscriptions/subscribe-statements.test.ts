import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListId } from '@livefully/contracts';
import { runMigrations } from '@livefully/service-kit';
import { startTestDatabase, type TestDatabase } from '@livefully/service-kit/testing';
import { DataSource, type Logger } from 'typeorm';
import { EngageSql } from '../common/engage-sql.js';
import { EngageConfigSchema } from '../config/engage.config.js';
import { ENGAGE_DATABASE } from '../data-source.js';
import { JobQueue } from '../jobs/job-queue.js';
import { TEST_SUBSCRIPTION_SECRET } from '../testing/engage-fixture.js';
import { SubscriptionTokens } from '../tokens/subscription-tokens.js';
import { SubscriptionHistory } from './subscription-history.js';
import { SubscriptionsService } from './subscriptions.service.js';

/**
 * What a subscription does before it answers must not depend on whether the address is known:
 * the service's subscribe, on a real PostgreSQL, with TypeORM's query log recording every
 * statement its transaction sends (the job insert goes through the same connection). Which
 * statements ran is compared, not how long they took.
 */
let database: TestDatabase;
let dataSource: DataSource;
let jobs: JobQueue;
let subscriptions: SubscriptionsService;
let log: string[] = [];

const recorder: Logger = {
  logQuery: (query) => void log.push(query.replace(/\s+/g, ' ').trim()),
  logQueryError: () => {},
  logQuerySlow: () => {},
  logSchemaBuild: () => {},
  logMigration: () => {},
  log: () => {},
};

beforeAll(async () => {
  database = await startTestDatabase('engage', 'subscribe-statements');
  await runMigrations(ENGAGE_DATABASE, database.env);
  const config = EngageConfigSchema.parse({ ...database.env, SUBSCRIPTION_SECRET: TEST_SUBSCRIPTION_SECRET });
  dataSource = await new DataSource({ ...ENGAGE_DATABASE.options(database.env), logging: ['query'], logger: recorder }).initialize();
  const sql = new EngageSql(dataSource, config);
  jobs = new JobQueue(config);
  await jobs.start();
  subscriptions = new SubscriptionsService(sql, jobs, new SubscriptionHistory(sql), new SubscriptionTokens(TEST_SUBSCRIPTION_SECRET));
}, 120_000);

afterAll(async () => {
  await jobs?.onApplicationShutdown();
  await dataSource?.destroy();
  await database?.stop();
});

/** The statements one subscription sent, in order. */
async function statementsOf(list: ListId, email: string, requestId: string | null = randomUUID()): Promise<string[]> {
  log = [];
  await subscriptions.subscribe(list, email, requestId);
  return log;
}

const statusOf = async (list: string, email: string) =>
  (
    (await dataSource.query(`SELECT status FROM engage.list_entries WHERE list = $1 AND email = $2`, [list, email])) as { status: string }[]
  )[0]?.status;

describe('subscribing', () => {
  it('runs the same statements in the same order for a new address and for every kind of known one', async () => {
    const fresh = await statementsOf('newsletter', 'new@example.com');
    expect(fresh.length).toBeGreaterThanOrEqual(6);

    // Pending, within the window of its confirmation mail.
    expect(await statementsOf('newsletter', 'new@example.com')).toEqual(fresh);

    await dataSource.query(`UPDATE engage.list_entries SET status = 'confirmed', confirmed_at = now() WHERE email = 'new@example.com'`);
    expect(await statementsOf('newsletter', 'new@example.com')).toEqual(fresh);
    expect(await statusOf('newsletter', 'new@example.com')).toBe('confirmed');

    // Confirmed on another list: confirmed at once on this one.
    expect(await statementsOf('what-i-like', 'new@example.com')).toEqual(fresh);
    expect(await statusOf('what-i-like', 'new@example.com')).toBe('confirmed');

    await dataSource.query(
      `UPDATE engage.list_entries SET status = 'unsubscribed', unsubscribed_at = now() WHERE email = 'new@example.com'`,
    );
    expect(await statementsOf('newsletter', 'new@example.com')).toEqual(fresh);
    expect(await statusOf('newsletter', 'new@example.com')).toBe('pending');

    // The same request again (another replica over Redis): it changes nothing, by the same statements.
    const requestId = randomUUID();
    expect(await statementsOf('stadium-tracker', 'other@example.com', requestId)).toEqual(fresh);
    expect(await statementsOf('stadium-tracker', 'other@example.com', requestId)).toEqual(fresh);
  });

  it('queues one confirmation job per subscription, and only those the rules allow send a mail', async () => {
    const mailing = async (email: string) =>
      (
        (await dataSource.query(
          `SELECT (j.data->>'mail')::boolean AS mail FROM engage_jobs.job j JOIN engage.list_entries e ON e.id::text = j.data->>'entryId'
           WHERE j.name = 'engage-confirmation' AND e.email = $1 ORDER BY j.created_on`,
          [email],
        )) as { mail: boolean }[]
      ).map((row) => row.mail);
    await statementsOf('newsletter', 'quick@example.com', null);
    await statementsOf('newsletter', 'quick@example.com', null);
    expect(await mailing('quick@example.com')).toEqual([true, false]);
  });
});
