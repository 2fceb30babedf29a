import type { DataSource, EntityManager } from 'typeorm';
import { schemaOf } from '@livefully/service-kit';

/**
 * Runs `work` in a transaction holding the lock AdminStore's owner writes hold, so a staff
 * change, an accepted invitation and the CLI never interleave (one owner, never none).
 */
export function staffLocked<T>(dataSource: DataSource, work: (manager: EntityManager, schema: string) => Promise<T>): Promise<T> {
  const schema = schemaOf(dataSource);
  return dataSource.transaction(async (manager) => {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`${schema}.staff.owner`]);
    return work(manager, schema);
  });
}

/** The rows an UPDATE or DELETE … RETURNING gave back: TypeORM answers those as [rows, count]. */
export async function updated<T>(manager: EntityManager, text: string, values: unknown[]): Promise<T[]> {
  const result = (await manager.query(text, values)) as unknown;
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}
