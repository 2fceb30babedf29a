import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PostsModule } from '../posts/posts.module.js';
import { Topic } from './topic.entity.js';
import { TopicsController } from './topics.controller.js';
import { TopicsService } from './topics.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Topic]), PostsModule],
  controllers: [TopicsController],
  providers: [TopicsService],
})
export class TopicsModule {}
