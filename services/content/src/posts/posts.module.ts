import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EditingModule } from '../editing/editing.module.js';
import { AdminPostsController } from './admin/admin-posts.controller.js';
import { AdminPostsService } from './admin/admin-posts.service.js';
import { PostHandOverController } from './admin/post-hand-over.controller.js';
import { PostReviewController } from './admin/post-review.controller.js';
import { PublishClock } from './admin/publish-clock.js';
import { ReviewNotices } from './admin/review-notices.js';
import { Post } from './post.entity.js';
import { PostsController } from './posts.controller.js';
import { PostsService } from './posts.service.js';

const controllers = [PostsController, AdminPostsController, PostReviewController, PostHandOverController];
const providers = [PostsService, AdminPostsService, PublishClock, ReviewNotices];

@Module({
  imports: [TypeOrmModule.forFeature([Post]), EditingModule],
  controllers,
  providers,
  exports: [PostsService, AdminPostsService],
})
export class PostsModule {}
