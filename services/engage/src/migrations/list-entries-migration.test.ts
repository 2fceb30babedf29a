import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations, ServiceDatabase } from '@livefully/service-kit';
import { startTestDatabase, type TestDatabase } from '@livefully/service-kit/testing';
import { ENGAGE_DATABASE } from '../data-source.js';
import { ENGAGE_MIGRATIONS } from './engage.migrations.js';

/** The subscribers kept before confirmation existed stay subscribed: they become confirmed entries. */
let database: TestDatabase;

beforeAll(async () => {
  database = await startTestDatabase('engage', 'list-entries-migration');
  const before = new ServiceDatabase({ ...ENGAGE_DATABASE.definition, migrations: ENGAGE_MIGRATIONS.slice(0, 2) });
  await runMigrations(before, database.env);
  await before.use(database.env, async (dataSource) => {
    await dataSource.query(`INSERT INTO engage.email_subscriptions (email, created_at) VALUES ('old@example.com', '2025-03-01T10:00:00Z')`);
    await dataSource.query(
      `INSERT INTO engage.app_subscriptions (app_name, app_title, email, created_at) VALUES ('what-i-like', 'What I Like', 'old@example.com', '2025-04-01T10:00:00Z')`,
    );
  });
  await runMigrations(ENGAGE_DATABASE, database.env);
}, 120_000);

afterAll(async () => {
  await database?.stop();
});

describe('migration 1799000000001-create-list-entries', () => {
  it('makes every kept subscription a confirmed entry, subscribed and confirmed when it was stored, with its history', async () => {
    await ENGAGE_DATABASE.use(database.env, async (dataSource) => {
      const entries = await dataSource.query(
        `SELECT list, email, status, subscribed_at, confirmed_at FROM engage.list_entries ORDER BY subscribed_at`,
      );
      expect(entries).toEqual([
        {
          list: 'newsletter',
          email: 'old@example.com',
          status: 'confirmed',
          subscribed_at: new Date('2025-03-01T10:00:00Z'),
          confirmed_at: new Date('2025-03-01T10:00:00Z'),
        },
        {
          list: 'what-i-like',
          email: 'old@example.com',
          status: 'confirmed',
          subscribed_at: new Date('2025-04-01T10:00:00Z'),
          confirmed_at: new Date('2025-04-01T10:00:00Z'),
        },
      ]);
      const history = await dataSource.query(`SELECT list, event, detail FROM engage.subscription_history ORDER BY at`);
      expect(history).toEqual([
        { list: 'newsletter', event: 'confirmed', detail: 'subscribed before confirmation existed' },
        { list: 'what-i-like', event: 'confirmed', detail: 'subscribed before confirmation existed' },
      ]);
    });
  });
});
