import { ServiceDatabase } from '@livefully/service-kit';
import { ContactMessage } from './contact-messages/contact-message.entity.js';
import { ENGAGE_MIGRATIONS } from './migrations/engage.migrations.js';

/** The engage schema: shared by the Nest app, the migrate command and the tests. */
export const ENGAGE_DATABASE = new ServiceDatabase({
  service: 'engage',
  entities: [ContactMessage],
  migrations: ENGAGE_MIGRATIONS,
  // Ids default to PostgreSQL's built-in gen_random_uuid(): no extension to install, so no
  // CREATE EXTENSION racing the other services' migrations at start.
  options: { uuidExtension: 'pgcrypto', installExtensions: false },
});
