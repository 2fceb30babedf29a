import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Author } from '../authors/author.entity.js';
import { Guide } from '../guides/guide.entity.js';
import { Post } from '../posts/post.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { SitePagesController } from './site-pages.controller.js';
import { SitePagesService } from './site-pages.service.js';

/** Read-only: the public items' pages and last changes, for the gateway's crawl files. */
@Module({
  imports: [TypeOrmModule.forFeature([Post, Guide, Topic, Author])],
  controllers: [SitePagesController],
  providers: [SitePagesService],
})
export class SitePagesModule {}
