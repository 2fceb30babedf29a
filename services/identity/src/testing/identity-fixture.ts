import { startDatabaseServiceFixture, type DatabaseServiceFixture } from '@livefully/service-kit/testing';
import { IDENTITY_SERVICE } from '../service.js';
import { startAuthEmulator, type AuthEmulator } from './auth-emulator.js';

export { CORRELATION_ID } from '@livefully/service-kit/testing';

export interface IdentityFixtureOptions {
  /** ADMIN_EMAILS as the service sees it at start. */
  adminEmails?: string;
}

/** A migrated database, the Auth Emulator, the service listening on TCP, and a client talking to it. */
export interface IdentityFixture extends Omit<DatabaseServiceFixture, 'restart'> {
  emulator: AuthEmulator;
  /** Stops the service and starts it again (the bootstrap runs again), optionally with other settings. */
  restart(options?: IdentityFixtureOptions): Promise<void>;
}

export async function startIdentityFixture(name: string, options: IdentityFixtureOptions = {}): Promise<IdentityFixture> {
  const emulator = await startAuthEmulator();
  const env = (next: IdentityFixtureOptions) => ({
    FIREBASE_PROJECT_ID: emulator.projectId,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    ADMIN_EMAILS: next.adminEmails ?? '',
  });
  let fixture: DatabaseServiceFixture;
  try {
    fixture = await startDatabaseServiceFixture(IDENTITY_SERVICE, name, { env: env(options) });
  } catch (error) {
    await emulator.stop();
    throw error;
  }
  return {
    ...fixture,
    emulator,
    restart: (next = options) => fixture.restart(env(next)),
    stop: async () => {
      await fixture.stop();
      await emulator.stop();
    },
  };
}
