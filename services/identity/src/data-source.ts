import { postgresOptions } from '@livefully/service-kit';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { AdminRecord } from './admins/admin.entity.js';
import { IDENTITY_MIGRATIONS } from './migrations/identity.migrations.js';
import { ProfileRecord } from './profiles/profile.entity.js';

export const IDENTITY_ENTITIES = [ProfileRecord, AdminRecord];

export interface IdentityDatabase {
  url: string;
  schema: string;
}

/** The one description of the identity database, shared by the Nest app and the CLIs. */
export function identityDataSourceOptions({ url, schema }: IdentityDatabase): DataSourceOptions {
  return postgresOptions({ url, schema, entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS });
}

export function createIdentityDataSource(database: IdentityDatabase): DataSource {
  return new DataSource(identityDataSourceOptions(database));
}
