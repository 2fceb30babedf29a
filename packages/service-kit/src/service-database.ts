import type { ServiceName } from '@livefully/contracts';
import { DataSource, type DataSourceOptions, type MixedList } from 'typeorm';
import { checkDatabaseSchema } from './database-check.js';
import { postgresOptions } from './database.js';
import type { DatabaseEnv } from './service-env.js';

/* eslint-disable @typescript-eslint/no-unsafe-function-type -- TypeORM lists entities and migrations as classes. */
export interface ServiceDatabaseDefinition {
  /** The service that owns the schema; named in every message about it. */
  service: ServiceName;
  entities: MixedList<Function>;
  /** Listed by class rather than found by glob, so the same list works from src (tests) and dist. */
  migrations: (Function & { name: string })[];
  /** TypeORM options of this service only (e.g. how ids are generated). */
  options?: Partial<DataSourceOptions>;
}
/* eslint-enable @typescript-eslint/no-unsafe-function-type */

/**
 * The one description of a service's database, shared by the Nest app, the migrate command,
 * the start-up check and the tests: each builds its data source from DATABASE_URL and DB_SCHEMA.
 */
export class ServiceDatabase {
  constructor(readonly definition: ServiceDatabaseDefinition) {}

  get service(): ServiceName {
    return this.definition.service;
  }

  options(env: DatabaseEnv): DataSourceOptions {
    const { entities, migrations, options } = this.definition;
    return { ...postgresOptions({ url: env.DATABASE_URL, schema: env.DB_SCHEMA, entities, migrations }), ...options } as DataSourceOptions;
  }

  dataSource(env: DatabaseEnv): DataSource {
    return new DataSource(this.options(env));
  }

  /** A data source for one job (a command, a check), always closed after it. */
  async use<T>(env: DatabaseEnv, work: (dataSource: DataSource) => Promise<T>): Promise<T> {
    const dataSource = await this.dataSource(env).initialize();
    try {
      return await work(dataSource);
    } finally {
      await dataSource.destroy();
    }
  }

  /** The schema is reachable and fully migrated, or this throws one clear line. */
  check(env: DatabaseEnv): Promise<void> {
    return checkDatabaseSchema(this.dataSource(env), {
      service: this.service,
      url: env.DATABASE_URL,
      schema: env.DB_SCHEMA,
      migrations: this.definition.migrations,
    });
  }
}
