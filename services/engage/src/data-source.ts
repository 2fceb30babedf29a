import { postgresOptions } from '@livefully/service-kit';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ContactMessage } from './contact-messages/contact-message.entity.js';
import { ENGAGE_MIGRATIONS } from './migrations/engage.migrations.js';
import { AppSubscription } from './subscriptions/app-subscription.entity.js';
import { EmailSubscription } from './subscriptions/email-subscription.entity.js';

export const ENGAGE_ENTITIES = [ContactMessage, EmailSubscription, AppSubscription];

export interface EngageDatabase {
  url: string;
  schema: string;
}

/** The one description of the engage database, shared by the Nest app and the migrate CLI. */
export function engageDataSourceOptions({ url, schema }: EngageDatabase): DataSourceOptions {
  return {
    ...postgresOptions({ url, schema, entities: ENGAGE_ENTITIES, migrations: ENGAGE_MIGRATIONS }),
    // Ids default to PostgreSQL's built-in gen_random_uuid(): no extension to install, so no
    // CREATE EXTENSION racing the other services' migrations at start.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
  } as DataSourceOptions;
}

export function createEngageDataSource(database: EngageDatabase): DataSource {
  return new DataSource(engageDataSourceOptions(database));
}
