import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, type BlogPost, type PostsPage } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { toBlogPost } from './blog-post.mapper.js';
import { decodeCursor, encodeCursor } from './post-cursor.js';
import { countVisiblePosts, isPublic, isVisiblePost } from './post-queries.js';
import { Post } from './post.entity.js';

/** Read side of posts as visitors see them: published, already due, newest first. */
@Injectable()
export class PostsService {
  constructor(@InjectRepository(Post) private readonly posts: Repository<Post>) {}

  async list(): Promise<BlogPost[]> {
    return (await this.publicPosts().getMany()).map(toBlogPost);
  }

  /** Keyset paging over the public order, so a page never repeats or skips a post. */
  async page(limit: number, cursor?: string): Promise<PostsPage> {
    const query = this.publicPosts().limit(limit + 1);
    if (cursor) {
      const after = decodeCursor(cursor);
      // Millisecond precision on both sides: the cursor carries a JavaScript date.
      query.andWhere(
        "(date_trunc('milliseconds', post.publishedAt) < :after OR (date_trunc('milliseconds', post.publishedAt) = :after AND post.slug > :slug))",
        { after: after.publishedAt, slug: after.slug },
      );
    }
    const found = await query.getMany();
    const posts = found.slice(0, limit);
    const last = posts.at(-1);
    const nextCursor = found.length > limit && last ? encodeCursor({ publishedAt: last.publishedAt, slug: last.slug }) : null;
    return { posts: posts.map(toBlogPost), nextCursor };
  }

  async getBySlug(slug: string): Promise<BlogPost> {
    const post = await this.publicPosts().andWhere('post.slug = :slug', { slug }).getOne();
    if (!post) throw rpcError(ErrorCode.PostNotFound, 'Article not found');
    return toBlogPost(post);
  }

  /** A draft or a post scheduled for later is as missing as one that never existed. */
  async requirePublic(id: string): Promise<void> {
    if (!(await isVisiblePost(this.posts.manager, id))) throw rpcError(ErrorCode.PostNotFound, 'Article not found');
  }

  async listInCategory(categoryId: string): Promise<BlogPost[]> {
    const posts = await this.publicPosts().andWhere('post.categoryId = :categoryId', { categoryId }).getMany();
    return posts.map(toBlogPost);
  }

  async listWithTopic(topicId: string): Promise<BlogPost[]> {
    const posts = await this.publicPosts().innerJoin('post.topics', 'topic', 'topic.id = :topicId', { topicId }).getMany();
    return posts.map(toBlogPost);
  }

  /** Visible posts per category; categories without any are absent. */
  countByCategory(categoryIds: string[]): Promise<Map<string, number>> {
    return countVisiblePosts(this.posts.manager, 'category', categoryIds);
  }

  /** Visible posts per topic; topics without any are absent. */
  countByTopic(topicIds: string[]): Promise<Map<string, number>> {
    return countVisiblePosts(this.posts.manager, 'topic', topicIds);
  }

  private publicPosts(): SelectQueryBuilder<Post> {
    return this.posts
      .createQueryBuilder('post')
      .innerJoinAndSelect('post.category', 'category')
      .where(isPublic('post'))
      .orderBy('post.publishedAt', 'DESC')
      .addOrderBy('post.slug', 'ASC');
  }
}
