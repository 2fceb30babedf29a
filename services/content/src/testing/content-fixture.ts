import { freePort, startDatabaseServiceFixture, type DatabaseServiceFixture } from '@livefully/service-kit/testing';
import { CONTENT_SERVICE } from '../service.js';

export { CORRELATION_ID } from '@livefully/service-kit/testing';

/** The schema the tests' database uses: the service's default. */
export const TEST_SCHEMA = 'content';

/** A migrated, seeded database, the service listening on TCP, and a client talking to it. */
export type ContentFixture = DatabaseServiceFixture;

export interface ContentFixtureOptions {
  /** Extra environment for the service, e.g. SEARCH_SERVICE_PORT of an event recorder. */
  env?: Record<string, string>;
}

export async function startContentFixture(name: string, options: ContentFixtureOptions = {}): Promise<ContentFixture> {
  // Events go to a port nobody listens on unless the test brings a recorder.
  const env = { SEARCH_SERVICE_PORT: String(await freePort()), ...options.env };
  return startDatabaseServiceFixture(CONTENT_SERVICE, name, { env });
}
