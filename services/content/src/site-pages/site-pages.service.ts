import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SitePage } from '@livefully/contracts';
import type { Repository } from 'typeorm';
import { Guide } from '../guides/guide.entity.js';
import { isPublic } from '../posts/post-queries.js';
import { Post } from '../posts/post.entity.js';
import { publicDate } from '../posts/public-date.js';
import { Topic } from '../topics/topic.entity.js';

/**
 * Every page of an item a visitor can open, with its last change: what the gateway's sitemap
 * lists. Posts follow the public rule (published and due); guides and topics are always
 * public. One query per kind, reading only the slug and the dates.
 */
@Injectable()
export class SitePagesService {
  constructor(
    @InjectRepository(Post) private readonly posts: Repository<Post>,
    @InjectRepository(Guide) private readonly guides: Repository<Guide>,
    @InjectRepository(Topic) private readonly topics: Repository<Topic>,
  ) {}

  async all(): Promise<SitePage[]> {
    const [posts, guides, topics] = await Promise.all([
      this.posts
        .createQueryBuilder('post')
        .select(['post.id', 'post.slug', 'post.updatedAt', 'post.publishedAt'])
        .where(isPublic('post'))
        .orderBy('post.publishedAt', 'DESC')
        .addOrderBy('post.id', 'ASC')
        .getMany(),
      this.guides.createQueryBuilder('guide').select(['guide.id', 'guide.slug', 'guide.updatedAt']).orderBy('guide.slug', 'ASC').getMany(),
      this.topics.createQueryBuilder('topic').select(['topic.id', 'topic.slug', 'topic.updatedAt']).orderBy('topic.slug', 'ASC').getMany(),
    ]);
    return [
      ...posts.map((post): SitePage => ({
        kind: 'post',
        slug: post.slug,
        updatedAt: post.updatedAt.toISOString(),
        publishedAt: publicDate(post).toISOString(),
      })),
      ...guides.map((guide): SitePage => ({ kind: 'guide', slug: guide.slug, updatedAt: guide.updatedAt.toISOString() })),
      ...topics.map((topic): SitePage => ({ kind: 'topic', slug: topic.slug, updatedAt: topic.updatedAt.toISOString() })),
    ];
  }
}
