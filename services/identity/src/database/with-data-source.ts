import type { DataSource } from 'typeorm';
import type { IdentityDatabaseConfig } from '../config/identity.config.js';
import { createIdentityDataSource } from '../data-source.js';

/** A data source for one command-line job, always closed after it. */
export async function withDataSource<T>(config: IdentityDatabaseConfig, work: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const dataSource = await createIdentityDataSource({ url: config.DATABASE_URL, schema: config.DB_SCHEMA }).initialize();
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
