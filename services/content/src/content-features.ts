import { AuthorsModule } from './authors/authors.module.js';
import { AuditModule } from './audit/audit.module.js';
import { CategoriesModule } from './categories/categories.module.js';
import { ContentEventsModule } from './events/content-events.module.js';
import { GuidesModule } from './guides/guides.module.js';
import { MediaModule } from './media/media.module.js';
import { PostsModule } from './posts/posts.module.js';
import { PreviewModule } from './preview/preview.module.js';
import { RevisionsModule } from './revisions/revisions.module.js';
import { SearchFeedModule } from './search-feed/search-feed.module.js';
import { SitePagesModule } from './site-pages/site-pages.module.js';
import { TopicsModule } from './topics/topics.module.js';
import { TrashModule } from './trash/trash.module.js';
import { WorkListsModule } from './work-lists/work-lists.module.js';

/** Everything the service does, on whichever database its root module gives it (a test adds a kind this way). */
export const CONTENT_FEATURES = [
  ContentEventsModule,
  PostsModule,
  AuthorsModule,
  TopicsModule,
  CategoriesModule,
  GuidesModule,
  AuditModule,
  TrashModule,
  PreviewModule,
  RevisionsModule,
  MediaModule,
  SearchFeedModule,
  SitePagesModule,
  WorkListsModule,
];
