import { postgresOptions } from '@livefully/service-kit';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { AuditLog } from './audit/audit-log.entity.js';
import { Category } from './categories/category.entity.js';
import { Guide } from './guides/guide.entity.js';
import { CONTENT_MIGRATIONS } from './migrations/content.migrations.js';
import { Post } from './posts/post.entity.js';
import { Topic } from './topics/topic.entity.js';

export const CONTENT_ENTITIES = [Category, Post, Topic, Guide, AuditLog];

export interface ContentDatabase {
  url: string;
  schema: string;
}

/** The one description of the content database, shared by the Nest app and the migrate CLI. */
export function contentDataSourceOptions({ url, schema }: ContentDatabase): DataSourceOptions {
  return {
    ...postgresOptions({ url, schema, entities: CONTENT_ENTITIES, migrations: CONTENT_MIGRATIONS }),
    // The migrations default ids to PostgreSQL's built-in gen_random_uuid(); no extension needed.
    uuidExtension: 'pgcrypto',
  } as DataSourceOptions;
}

export function createContentDataSource(database: ContentDatabase): DataSource {
  return new DataSource(contentDataSourceOptions(database));
}
