import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SearchDocument, SearchDocumentKind, SearchDocumentsPage, TopicRef } from '@livefully/contracts';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { Guide } from '../guides/guide.entity.js';
import { withImageFocal } from '../media/image-focal.js';
import { isPublic } from '../posts/post-queries.js';
import { Post } from '../posts/post.entity.js';
import { Topic } from '../topics/topic.entity.js';
import { decodeFeedCursor, encodeFeedCursor, FEED_ORDER } from './search-cursor.js';
import { guideDocument, postDocument, topicDocument } from './search-document.mapper.js';

/**
 * What the search index is built from: every item a visitor can open, as a search document.
 * Posts follow the public rule (published and due); guides and topics are always public.
 * Each page costs one query per kind it touches plus one for the topics of its posts.
 */
@Injectable()
export class SearchFeedService {
  constructor(
    @InjectRepository(Post) private readonly posts: Repository<Post>,
    @InjectRepository(Guide) private readonly guides: Repository<Guide>,
    @InjectRepository(Topic) private readonly topics: Repository<Topic>,
  ) {}

  async page(limit: number, cursor?: string): Promise<SearchDocumentsPage> {
    const start = decodeFeedCursor(cursor);
    const documents: SearchDocument[] = [];
    let last: { kind: SearchDocumentKind; id: string } | undefined;
    let more = false;
    for (const kind of FEED_ORDER.slice(FEED_ORDER.indexOf(start.kind))) {
      const room = limit - documents.length;
      // One row past the room tells whether this kind goes on after the page.
      const found = await this.ofKind(kind, room + 1, kind === start.kind ? start.afterId : undefined);
      documents.push(...found.slice(0, room));
      if (found.length > room) {
        more = true;
        last = { kind, id: found[room - 1]!.id };
        break;
      }
      if (found.length > 0) last = { kind, id: found.at(-1)!.id };
      if (documents.length === limit) {
        more = kind !== 'topic';
        break;
      }
    }
    return { documents, nextCursor: more && last ? encodeFeedCursor(last.kind, last.id) : null };
  }

  /** The item as search sees it, or null when it is gone or not public. */
  async one(kind: SearchDocumentKind, id: string): Promise<SearchDocument | null> {
    const [document] = await this.ofKind(kind, 1, undefined, id);
    return document ?? null;
  }

  private ofKind(kind: SearchDocumentKind, limit: number, afterId?: string, onlyId?: string): Promise<SearchDocument[]> {
    if (limit <= 0) return Promise.resolve([]);
    switch (kind) {
      case 'post':
        return this.postDocuments(limit, afterId, onlyId);
      case 'guide':
        return this.guideDocuments(limit, afterId, onlyId);
      case 'topic':
        return this.topicDocuments(limit, afterId, onlyId);
    }
  }

  private async postDocuments(limit: number, afterId?: string, onlyId?: string): Promise<SearchDocument[]> {
    const query = this.posts
      .createQueryBuilder('post')
      .innerJoin('post.category', 'category')
      .innerJoin('post.byline', 'byline')
      .select([
        'post.id',
        'post.slug',
        'post.title',
        'post.excerpt',
        'post.content',
        'post.tags',
        'post.publishedAt',
        'post.imagePath',
        'post.imageAlt',
        'post.readTime',
        'category.id',
        'category.name',
        'byline.id',
        'byline.slug',
        'byline.name',
      ])
      .where(isPublic('post'));
    const posts = await keyset(query, 'post', limit, afterId, onlyId).getMany();
    const topics = await this.topicsOf(posts.map((post) => post.id));
    return withImageFocal(
      this.posts.manager,
      posts.map((post) => postDocument(post, topics.get(post.id) ?? [])),
    );
  }

  private async guideDocuments(limit: number, afterId?: string, onlyId?: string): Promise<SearchDocument[]> {
    const query = this.guides
      .createQueryBuilder('guide')
      .innerJoin('guide.category', 'category')
      .select([
        'guide.id',
        'guide.slug',
        'guide.title',
        'guide.description',
        'guide.content',
        'guide.imagePath',
        'guide.imageAlt',
        'category.id',
        'category.name',
      ]);
    return withImageFocal(this.guides.manager, (await keyset(query, 'guide', limit, afterId, onlyId).getMany()).map(guideDocument));
  }

  private async topicDocuments(limit: number, afterId?: string, onlyId?: string): Promise<SearchDocument[]> {
    const query = this.topics.createQueryBuilder('topic').select(['topic.id', 'topic.slug', 'topic.name', 'topic.description']);
    return (await keyset(query, 'topic', limit, afterId, onlyId).getMany()).map(topicDocument);
  }

  /** The topics of many posts in one query, by name within each post. */
  private async topicsOf(postIds: string[]): Promise<Map<string, TopicRef[]>> {
    const byPost = new Map<string, TopicRef[]>();
    if (postIds.length === 0) return byPost;
    const rows = await this.topics
      .createQueryBuilder('topic')
      .innerJoin('topic.posts', 'post')
      .select('post.id', 'postId')
      .addSelect('topic.id', 'id')
      .addSelect('topic.slug', 'slug')
      .addSelect('topic.name', 'name')
      .where('post.id IN (:...postIds)', { postIds })
      .orderBy('topic.name', 'ASC')
      .getRawMany<TopicRef & { postId: string }>();
    for (const { postId, id, slug, name } of rows) {
      const list = byPost.get(postId) ?? [];
      list.push({ id, slug, name });
      byPost.set(postId, list);
    }
    return byPost;
  }
}

/** Keyset paging by id (the primary key's index), or the one row asked for. */
function keyset<T extends object>(query: SelectQueryBuilder<T>, alias: string, limit: number, afterId?: string, onlyId?: string) {
  if (onlyId) query.andWhere(`${alias}.id = :onlyId`, { onlyId });
  if (afterId) query.andWhere(`${alias}.id > :afterId`, { afterId });
  return query.orderBy(`${alias}.id`, 'ASC').limit(limit);
}
