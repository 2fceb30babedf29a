import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { parseAdminArgs, runAdminCommand, UsageError } from './admin.command.js';
import { AdminStore } from './admins/admin-store.js';
import { runMigrations } from '@livefully/service-kit';
import { startTestDatabase, type TestDatabase } from '@livefully/service-kit/testing';
import type { IdentityDatabaseConfig } from './config/identity.config.js';
import { IDENTITY_DATABASE } from './data-source.js';

let database: TestDatabase;
let dataSource: DataSource;
let config: IdentityDatabaseConfig;
let store: AdminStore;

const admin = (...args: string[]) => runAdminCommand(config, parseAdminArgs(args));
const row = async (email: string) =>
  (await dataSource.query(`SELECT granted_by, revoked_at FROM identity.admins WHERE email = $1`, [email]))[0] as
    { granted_by: string; revoked_at: Date | null } | undefined;

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
  it('grants, says so once, and revokes', async () => {
    expect(await admin('grant', 'Ada@Example.com')).toBe('identity: ada@example.com is now an admin');
    expect(await admin('grant', 'ada@example.com')).toBe('identity: ada@example.com is already an admin');
    expect(await row('ada@example.com')).toEqual({ granted_by: 'cli', revoked_at: null });
    expect(await admin('revoke', 'ada@example.com')).toBe('identity: ada@example.com is no longer an admin');
    expect(await admin('revoke', 'ada@example.com')).toBe('identity: ada@example.com is not an admin');
    expect((await row('ada@example.com'))?.revoked_at).toBeInstanceOf(Date);
    expect(await store.isAdmin('ada@example.com')).toBe(false);
  });

  it('re-activates a revoked address', async () => {
    expect(await admin('grant', 'ada@example.com')).toBe('identity: ada@example.com is now an admin');
    expect(await row('ada@example.com')).toEqual({ granted_by: 'cli', revoked_at: null });
    expect(await store.isAdmin('ADA@example.com')).toBe(true);
  });

  it('records a revoke of an address never granted, so ADMIN_EMAILS cannot grant it later', async () => {
    expect(await admin('revoke', 'eve@example.com')).toBe('identity: eve@example.com was not an admin; ADMIN_EMAILS will not make it one');
    expect(await store.bootstrap(['eve@example.com'])).toEqual({ added: [], kept: ['eve@example.com'] });
    expect(await store.isAdmin('eve@example.com')).toBe(false);
  });

  it('lists every address with its state', async () => {
    const lines = (await admin('list')).split('\n');
    expect(lines[0]).toBe('identity: 1 admin, 1 revoked');
    expect(lines[1]).toMatch(/^ada@example\.com {2}admin {4}since \d{4}-\d\d-\d\dT.*Z \(granted by cli\)$/);
    expect(lines[2]).toMatch(/^eve@example\.com {2}revoked {2}since \d{4}-\d\d-\d\dT.*Z \(never an admin\)$/);
  });

  it('asks for the migrate command on an unmigrated schema', async () => {
    await expect(runAdminCommand({ ...config, DB_SCHEMA: 'elsewhere' }, { name: 'list' })).rejects.toThrow(
      /schema "elsewhere" lacks 1 migration\(s\)/,
    );
  });
});

describe('the ADMIN_EMAILS bootstrap', () => {
  it('adds new addresses once, even when replicas run it at the same time', async () => {
    const outcomes = await Promise.all([1, 2, 3].map(() => store.bootstrap(['grace@example.com', 'ada@example.com'])));
    expect(outcomes.flatMap((outcome) => outcome.added)).toEqual(['grace@example.com']);
    expect(await row('grace@example.com')).toEqual({ granted_by: 'bootstrap', revoked_at: null });
  });

  it('leaves a revoked address revoked', async () => {
    await admin('revoke', 'grace@example.com');
    expect(await store.bootstrap(['grace@example.com'])).toEqual({ added: [], kept: ['grace@example.com'] });
    expect(await store.isAdmin('grace@example.com')).toBe(false);
  });

  it('lists a revoked admin with who had granted it', async () => {
    const lines = (await admin('list')).split('\n');
    expect(lines[0]).toBe('identity: 1 admin, 2 revoked');
    expect(lines[3]).toMatch(/^grace@example\.com {2}revoked {2}since \S+Z \(had been granted by bootstrap on \S+Z\)$/);
  });
});
