import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@livefully/service-kit';
import { describeFirebaseMode } from './firebase-mode.js';
import { IdentityConfigSchema, IdentityDatabaseConfigSchema } from './identity.config.js';

const DATABASE_URL = 'postgres://postgres:secret@127.0.0.1:5432/livefully';

function problems(env: NodeJS.ProcessEnv): string {
  try {
    parseConfig(IdentityConfigSchema, env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was expected to be refused');
}

describe('the identity service configuration', () => {
  it('needs only DATABASE_URL and fills in the rest', () => {
    expect(parseConfig(IdentityConfigSchema, { DATABASE_URL })).toEqual({
      TRANSPORT: 'tcp',
      SERVICE_HOST: '127.0.0.1',
      SERVICE_PORT: 4004,
      DATABASE_URL,
      DB_SCHEMA: 'identity',
      LOG_LEVEL: 'info',
      OPS_HOST: '0.0.0.0',
      FIREBASE_PROJECT_ID: 'demo-livefully',
      ADMIN_EMAILS: [],
    });
  });

  it('reads ADMIN_EMAILS as trimmed, lower-cased, distinct addresses', () => {
    const config = parseConfig(IdentityConfigSchema, {
      DATABASE_URL,
      ADMIN_EMAILS: ' Ada@Example.com,, bob@example.com ,ada@example.com ',
    });
    expect(config.ADMIN_EMAILS).toEqual(['ada@example.com', 'bob@example.com']);
  });

  it('takes an emulator host and a real project id', () => {
    const config = parseConfig(IdentityConfigSchema, {
      DATABASE_URL,
      FIREBASE_PROJECT_ID: 'live-fully-prod',
      FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099',
    });
    expect(config).toMatchObject({ FIREBASE_PROJECT_ID: 'live-fully-prod', FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9099' });
  });

  it('counts an empty FIREBASE_AUTH_EMULATOR_HOST as unset', () => {
    expect(
      parseConfig(IdentityConfigSchema, { DATABASE_URL, FIREBASE_AUTH_EMULATOR_HOST: '' }).FIREBASE_AUTH_EMULATOR_HOST,
    ).toBeUndefined();
  });

  it('names every bad or missing variable in one line', () => {
    const message = problems({
      TRANSPORT: 'redis',
      SERVICE_PORT: 'eighty',
      DB_SCHEMA: 'Identity;drop',
      LOG_LEVEL: 'loud',
      FIREBASE_PROJECT_ID: 'Not A Project',
      FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099',
      ADMIN_EMAILS: 'ada@example.com, not-an-address, bob@',
    });
    expect(message.split('\n')).toHaveLength(1);
    for (const variable of [
      'SERVICE_PORT',
      'DATABASE_URL',
      'REDIS_URL',
      'DB_SCHEMA',
      'LOG_LEVEL',
      'FIREBASE_PROJECT_ID',
      'FIREBASE_AUTH_EMULATOR_HOST',
      'ADMIN_EMAILS',
    ]) {
      expect(message).toContain(`${variable}:`);
    }
    expect(message).toContain('not an e-mail address: not-an-address, bob@');
  });

  it('refuses an unknown transport and a port out of range', () => {
    const message = problems({ DATABASE_URL, TRANSPORT: 'carrier-pigeon', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:99999' });
    expect(message).toContain('TRANSPORT:');
    expect(message).toContain('FIREBASE_AUTH_EMULATOR_HOST: port must be at most 65535');
  });

  it('asks the command-line tools for the database only', () => {
    expect(parseConfig(IdentityDatabaseConfigSchema, { DATABASE_URL })).toEqual({ DATABASE_URL, DB_SCHEMA: 'identity' });
  });
});

describe('the Firebase mode logged at start', () => {
  it('names the emulator and the project', () => {
    expect(describeFirebaseMode({ FIREBASE_PROJECT_ID: 'demo-livefully', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toEqual({
      line: 'firebase: Auth Emulator at 127.0.0.1:9099, project demo-livefully (unsigned emulator tokens are accepted)',
    });
  });

  it('names the real project', () => {
    expect(describeFirebaseMode({ FIREBASE_PROJECT_ID: 'live-fully-prod' }).line).toMatch(
      /^firebase: project live-fully-prod, tokens checked/,
    );
  });

  it('warns about a demo project without the emulator, and a real project with it', () => {
    expect(describeFirebaseMode({ FIREBASE_PROJECT_ID: 'demo-livefully' }).warning).toMatch(/only the Auth Emulator knows/);
    expect(describeFirebaseMode({ FIREBASE_PROJECT_ID: 'live-fully-prod', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).warning).toMatch(
      /real project id, yet tokens are checked by the Auth Emulator/,
    );
  });
});
