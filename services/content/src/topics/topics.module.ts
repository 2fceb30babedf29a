import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EditingModule } from '../editing/editing.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { AdminTopicsController } from './admin/admin-topics.controller.js';
import { AdminTopicsService } from './admin/admin-topics.service.js';
import { Topic } from './topic.entity.js';
import { TopicsController } from './topics.controller.js';
import { TopicsService } from './topics.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Topic]), PostsModule, EditingModule],
  controllers: [TopicsController, AdminTopicsController],
  providers: [TopicsService, AdminTopicsService],
  exports: [AdminTopicsService],
})
export class TopicsModule {}
