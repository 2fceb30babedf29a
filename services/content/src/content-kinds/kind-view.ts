import { rpcError } from '@livefully/service-kit';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { upserted, type ContentNotice } from '../events/content-notice.js';
import type { ContentKind, KindRow } from './content-kind.js';

/** The kind's rows with what their views need joined. */
export function kindQuery<Row extends KindRow, Input extends { slug: string }, View extends { version: number }>(
  kind: ContentKind<Row, Input, View>,
  manager: EntityManager,
): SelectQueryBuilder<Row> {
  const query = manager.createQueryBuilder(kind.entity, kind.alias);
  return kind.join ? kind.join(query) : query;
}

/** One item's admin view, or the kind's not-found error; also the trash's, whose restore answers and audits with it. */
export async function kindView<Row extends KindRow, Input extends { slug: string }, View extends { version: number }>(
  kind: ContentKind<Row, Input, View>,
  manager: EntityManager,
  id: string,
): Promise<View> {
  const row = await kindQuery(kind, manager).where(`${kind.alias}.id = :id`, { id }).getOne();
  if (!row) throw rpcError(kind.notFound, `No ${kind.kind} with id ${id}`);
  return (await kind.views(manager, [row]))[0]!;
}

/** What a saved item announces, by its descriptor (by default the item upserted); a restore from the trash announces the same. */
export function savedNotices<Row extends KindRow, Input extends { slug: string }, View extends { version: number }>(
  kind: ContentKind<Row, Input, View>,
  manager: EntityManager,
  id: string,
): Promise<ContentNotice[]> {
  return kind.savedNotices ? kind.savedNotices(manager, id) : Promise.resolve([upserted(kind.kind, id)]);
}
