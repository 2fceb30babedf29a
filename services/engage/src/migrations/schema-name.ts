import type { QueryRunner } from 'typeorm';

/**
 * The service's schema is configuration (DB_SCHEMA), and TypeORM does not set search_path,
 * so hand-written SQL names it explicitly. The name is checked before it goes into SQL.
 */
export function schemaOf(queryRunner: QueryRunner): string {
  const schema = (queryRunner.connection.options as { schema?: string }).schema ?? 'engage';
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  return `"${schema}"`;
}
