import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SERVICE_CONFIG } from '@livefully/service-kit';
import type { DataSource, EntityManager } from 'typeorm';
import type { EngageConfig } from '../config/engage.config.js';

/** Something that runs SQL: the data source, or a transaction's manager. */
export type Sql = Pick<EntityManager, 'query'>;

/**
 * The engage schema's tables by name (`sql.t('list_entries')` is `"engage".list_entries`), and
 * transactions. The lists, mailings and people work in plain SQL: locks, upserts and counts
 * are what they are about.
 */
@Injectable()
export class EngageSql {
  readonly schema: string;

  constructor(
    @InjectDataSource() readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) config: EngageConfig,
  ) {
    this.schema = config.DB_SCHEMA;
  }

  t(table: string): string {
    return `"${this.schema}".${table}`;
  }

  query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
    return this.dataSource.query(text, values) as Promise<T[]>;
  }

  /** Rows an UPDATE or DELETE … RETURNING gave back (TypeORM answers those as [rows, count]). */
  async returning<T = Record<string, unknown>>(sql: Sql, text: string, values: unknown[] = []): Promise<T[]> {
    const result = (await sql.query(text, values)) as unknown;
    if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
    return result as T[];
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}

export const iso = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : new Date(value).toISOString();
