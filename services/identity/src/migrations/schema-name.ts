import type { QueryRunner } from 'typeorm';

/**
 * The service's schema is configuration (DB_SCHEMA), and TypeORM does not set search_path,
 * so hand-written SQL names it explicitly. The name is checked before it goes into SQL.
 */
export function schemaOf(source: QueryRunner | { options: unknown }): string {
  const options = ('connection' in source ? source.connection.options : source.options) as { schema?: string };
  return quoteSchema(options.schema ?? 'identity');
}

export function quoteSchema(schema: string): string {
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  return `"${schema}"`;
}
