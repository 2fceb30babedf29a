import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Guide } from '../guides/guide.entity.js';
import { Post } from '../posts/post.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { SearchFeedController } from './search-feed.controller.js';
import { SearchFeedService } from './search-feed.service.js';

/** Read-only: the public items as search documents, for the search service's index. */
@Module({
  imports: [TypeOrmModule.forFeature([Post, Guide, Topic])],
  controllers: [SearchFeedController],
  providers: [SearchFeedService],
})
export class SearchFeedModule {}
