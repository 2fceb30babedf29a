import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { parseAdminArgs, runAdminCommand, UsageError } from './admin.command.js';
import { AdminStore } from './admins/admin-store.js';
import { runMigrations } from '@livefully/service-kit';
import { startTestDatabase, type TestDatabase } from '@livefully/service-kit/testing';
import type { IdentityDatabaseConfig } from './config/identity.config.js';
import { IDENTITY_DATABASE } from './data-source.js';
import { IDENTITY_MIGRATIONS } from './migrations/identity.migrations.js';

let database: TestDatabase;
let dataSource: DataSource;
let config: IdentityDatabaseConfig;
let store: AdminStore;

const admin = (...args: string[]) => runAdminCommand(config, parseAdminArgs(args));
const row = async (email: string) =>
  (await dataSource.query(`SELECT role, status, granted_by FROM identity.staff WHERE email = $1`, [email]))[0] as
    { role: string; status: string; granted_by: string } | undefined;

beforeAll(async () => {
  database = await startTestDatabase('identity', 'admin');
  config = database.env;
  await runMigrations(IDENTITY_DATABASE, config);
  dataSource = await IDENTITY_DATABASE.dataSource(config).initialize();
  store = new AdminStore(dataSource);
}, 120_000);

afterAll(async () => {
  await dataSource?.destroy();
  await database?.stop();
});

describe('the admin command line', () => {
  it.each([
    [['grant', ' Ada@Example.COM '], { name: 'grant', email: 'ada@example.com' }],
    [['revoke', 'bob@example.com'], { name: 'revoke', email: 'bob@example.com' }],
    [['list'], { name: 'list' }],
  ])('reads %j', (args, command) => {
    expect(parseAdminArgs(args)).toEqual(command);
  });

  it.each([[[]], [['grant']], [['grant', 'a@example.com', 'b@example.com']], [['list', 'extra']], [['promote', 'a@example.com']]])(
    'refuses %j as bad usage',
    (args) => {
      expect(() => parseAdminArgs(args)).toThrow(UsageError);
    },
  );

  it('refuses something that is not an e-mail address', () => {
    expect(() => parseAdminArgs(['grant', 'ada'])).toThrow('not an e-mail address: ada');
  });
});

describe('grant, revoke and list', () => {
  it('makes the first address granted the owner, says so once, and suspends', async () => {
    expect(await admin('grant', 'Ada@Example.com')).toBe('identity: ada@example.com is now an owner');
    expect(await admin('grant', 'ada@example.com')).toBe('identity: ada@example.com is already an owner');
    expect(await row('ada@example.com')).toEqual({ role: 'owner', status: 'active', granted_by: 'cli' });
    expect(await admin('revoke', 'ada@example.com')).toBe('identity: ada@example.com is suspended');
    expect(await admin('revoke', 'ada@example.com')).toBe('identity: ada@example.com is not active staff');
    expect(await store.roleOf('ada@example.com')).toBeNull();
  });

  it('recovers a lost owner: with no active owner, the next grant makes one and the suspended owner steps down', async () => {
    expect(await admin('grant', 'bob@example.com')).toBe('identity: bob@example.com is now an owner');
    expect(await row('ada@example.com')).toEqual({ role: 'administrator', status: 'suspended', granted_by: 'cli' });
    expect(await admin('grant', 'ada@example.com')).toBe('identity: ada@example.com is now an administrator');
    expect(await store.roleOf('ADA@example.com')).toBe('administrator');
    expect(await store.roleOf('bob@example.com')).toBe('owner');
  });

  it('records a revoke of an address never granted, so ADMIN_EMAILS cannot grant it later', async () => {
    expect(await admin('revoke', 'eve@example.com')).toBe('identity: eve@example.com was not staff; ADMIN_EMAILS will not make it staff');
    expect(await store.bootstrap(['eve@example.com'])).toEqual({ added: [], kept: ['eve@example.com'] });
    expect(await store.roleOf('eve@example.com')).toBeNull();
  });

  it('lists every address with its role or state', async () => {
    const lines = (await admin('list')).split('\n');
    expect(lines[0]).toBe('identity: 2 active staff, 1 suspended');
    expect(lines[1]).toMatch(/^ada@example\.com {2}administrator {2}since \d{4}-\d\d-\d\dT.*Z \(granted by cli\)$/);
    expect(lines[2]).toMatch(/^bob@example\.com {2}owner {10}since \S+Z \(granted by cli\)$/);
    expect(lines[3]).toMatch(/^eve@example\.com {2}suspended {6}since \S+Z \(never staff\)$/);
  });

  it('asks for the migrate command on an unmigrated schema', async () => {
    await expect(runAdminCommand({ ...config, DB_SCHEMA: 'elsewhere' }, { name: 'list' })).rejects.toThrow(
      `schema "elsewhere" lacks ${IDENTITY_MIGRATIONS.length} migration(s)`,
    );
  });
});

describe('the ADMIN_EMAILS bootstrap', () => {
  it('adds new addresses once, as administrators while there is an owner, even when replicas run it at the same time', async () => {
    const outcomes = await Promise.all([1, 2, 3].map(() => store.bootstrap(['grace@example.com', 'ada@example.com'])));
    expect(outcomes.flatMap((outcome) => outcome.added)).toEqual(['grace@example.com']);
    expect(await row('grace@example.com')).toEqual({ role: 'administrator', status: 'active', granted_by: 'bootstrap' });
  });

  it('leaves a suspended address suspended', async () => {
    await admin('revoke', 'grace@example.com');
    expect(await store.bootstrap(['grace@example.com'])).toEqual({ added: [], kept: ['grace@example.com'] });
    expect(await store.roleOf('grace@example.com')).toBeNull();
  });

  it('makes its first address the owner when there is none', async () => {
    await dataSource.query(`DELETE FROM identity.staff`);
    expect(await store.bootstrap(['first@example.com', 'second@example.com'])).toEqual({
      added: ['first@example.com', 'second@example.com'],
      kept: [],
    });
    expect(await store.roleOf('first@example.com')).toBe('owner');
    expect(await store.roleOf('second@example.com')).toBe('administrator');
  });
});
