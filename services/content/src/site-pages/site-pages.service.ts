import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SitePage } from '@livefully/contracts';
import type { Repository } from 'typeorm';
import { Author } from '../authors/author.entity.js';
import type { SearchSharing } from '../common/search-sharing.columns.js';
import { Guide } from '../guides/guide.entity.js';
import { isPublic } from '../posts/post-queries.js';
import { Post } from '../posts/post.entity.js';
import { publicDate } from '../posts/public-date.js';
import { Topic } from '../topics/topic.entity.js';

/**
 * Every page of an item a visitor can open and search engines may index (noindex items are left
 * out, docs/seo.md), with its last change and any canonical address set: what the gateway's
 * sitemap and feed list. Posts follow the public rule (published and due); guides and topics are always
 * public; an author page is listed once it has a published article, changed with its profile
 * or its newest article. One query per kind, reading only the slug and the dates.
 */
const INDEXED = (alias: string) => `${alias}.sharing.noindex = false`;
const CANONICAL = (alias: string) => `${alias}.sharing.canonicalUrl`;

function canonicalOf({ sharing }: { sharing: SearchSharing }): Pick<SitePage, 'canonicalUrl'> {
  return sharing.canonicalUrl ? { canonicalUrl: sharing.canonicalUrl } : {};
}

@Injectable()
export class SitePagesService {
  constructor(
    @InjectRepository(Post) private readonly posts: Repository<Post>,
    @InjectRepository(Guide) private readonly guides: Repository<Guide>,
    @InjectRepository(Topic) private readonly topics: Repository<Topic>,
    @InjectRepository(Author) private readonly authors: Repository<Author>,
  ) {}

  async all(): Promise<SitePage[]> {
    const [posts, guides, topics, authors] = await Promise.all([
      this.posts
        .createQueryBuilder('post')
        .select(['post.id', 'post.slug', 'post.updatedAt', 'post.publishedAt', CANONICAL('post')])
        .where(isPublic('post'))
        .andWhere(INDEXED('post'))
        .orderBy('post.publishedAt', 'DESC')
        .addOrderBy('post.id', 'ASC')
        .getMany(),
      this.guides
        .createQueryBuilder('guide')
        .select(['guide.id', 'guide.slug', 'guide.updatedAt', CANONICAL('guide')])
        .where(INDEXED('guide'))
        .orderBy('guide.slug', 'ASC')
        .getMany(),
      this.topics
        .createQueryBuilder('topic')
        .select(['topic.id', 'topic.slug', 'topic.updatedAt', CANONICAL('topic')])
        .where(INDEXED('topic'))
        .orderBy('topic.slug', 'ASC')
        .getMany(),
      this.authors
        .createQueryBuilder('author')
        .innerJoin(Post, 'post', `post.authorId = author.id AND ${isPublic('post')}`)
        .select('author.slug', 'slug')
        .addSelect('GREATEST(author.updatedAt, MAX(post.publishedAt))', 'changed')
        .groupBy('author.id')
        .orderBy('author.slug', 'ASC')
        .getRawMany<{ slug: string; changed: Date }>(),
    ]);
    return [
      ...posts.map((post): SitePage => ({
        kind: 'post',
        slug: post.slug,
        updatedAt: post.updatedAt.toISOString(),
        publishedAt: publicDate(post).toISOString(),
        ...canonicalOf(post),
      })),
      ...guides.map((guide): SitePage => ({
        kind: 'guide',
        slug: guide.slug,
        updatedAt: guide.updatedAt.toISOString(),
        ...canonicalOf(guide),
      })),
      ...topics.map((topic): SitePage => ({
        kind: 'topic',
        slug: topic.slug,
        updatedAt: topic.updatedAt.toISOString(),
        ...canonicalOf(topic),
      })),
      ...authors.map((author): SitePage => ({ kind: 'author', slug: author.slug, updatedAt: new Date(author.changed).toISOString() })),
    ];
  }
}
