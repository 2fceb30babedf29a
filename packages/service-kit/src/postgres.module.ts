import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { dataSourceProbe } from './database.js';
import { HealthModule } from './health.js';
import { SERVICE_CONFIG } from './service-config.module.js';
import type { ServiceDatabase } from './service-database.js';
import type { DatabaseEnv } from './service-env.js';

/**
 * `PostgresModule.forService(CONTENT_DATABASE)`: the service's TypeORM connection, from
 * DATABASE_URL and DB_SCHEMA, and a health check that reports it.
 */
@Module({})
export class PostgresModule {
  static forService(database: ServiceDatabase): DynamicModule {
    return {
      module: PostgresModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [SERVICE_CONFIG],
          useFactory: (config: DatabaseEnv) => ({
            ...database.options(config),
            // The database was checked before start; this only rides out a blip right after.
            retryAttempts: 3,
            retryDelay: 1_000,
          }),
        }),
        HealthModule.forService(database.service, {
          inject: [DataSource],
          useFactory: (dataSource: DataSource) => [dataSourceProbe(dataSource)],
        }),
      ],
    };
  }
}
