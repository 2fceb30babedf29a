import { ServiceDatabase } from '@livefully/service-kit';
import { Author } from './authors/author.entity.js';
import { AuditLog } from './audit/audit-log.entity.js';
import { Category } from './categories/category.entity.js';
import { Guide } from './guides/guide.entity.js';
import { MediaItem } from './media/media-item.entity.js';
import { CONTENT_MIGRATIONS } from './migrations/content.migrations.js';
import { Post } from './posts/post.entity.js';
import { PreviewLink } from './preview/preview-link.entity.js';
import { Revision } from './revisions/revision.entity.js';
import { Topic } from './topics/topic.entity.js';

/** The content schema: shared by the Nest app, the migrate command and the tests. */
export const CONTENT_DATABASE = new ServiceDatabase({
  service: 'content',
  entities: [Category, Post, Topic, Guide, AuditLog, Revision, MediaItem, PreviewLink, Author],
  migrations: CONTENT_MIGRATIONS,
  // The migrations default ids to PostgreSQL's built-in gen_random_uuid(); no extension needed.
  options: { uuidExtension: 'pgcrypto' },
});
