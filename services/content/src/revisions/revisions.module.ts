import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module.js';
import { GuidesModule } from '../guides/guides.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { TopicsModule } from '../topics/topics.module.js';
import { RevisionsController } from './revisions.controller.js';
import { RevisionsService } from './revisions.service.js';

/** Revisions are written by the ContentWriter; this module reads them, restores them and keeps autosaves. */
@Module({
  imports: [PostsModule, GuidesModule, TopicsModule, CategoriesModule],
  controllers: [RevisionsController],
  providers: [RevisionsService],
})
export class RevisionsModule {}
