import { z } from 'zod';

const SCHEMA_NAME = /^[a-z_]+$/;

/** DB_SCHEMA: goes into hand-written SQL, so only lowercase letters and underscores. */
export const SchemaNameSchema = z.string().regex(SCHEMA_NAME, 'must be lowercase letters and underscores');

/** The schema name quoted for SQL, checked first. */
export function quoteSchema(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`bad schema name ${schema}`);
  return `"${schema}"`;
}

/**
 * The service's schema is configuration (DB_SCHEMA), and TypeORM does not set search_path,
 * so hand-written SQL (migrations, stores) names it explicitly, read from the data source.
 */
export function schemaOf(source: { connection: { options: unknown } } | { options: unknown }): string {
  const options = ('connection' in source ? source.connection.options : source.options) as { schema?: string };
  if (!options.schema) throw new Error('the data source has no schema; build it with ServiceDatabase');
  return quoteSchema(options.schema);
}
