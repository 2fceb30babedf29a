import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ErrorCode,
  type BlogPost,
  type BlogPostSummary,
  type ListView,
  type PostCategory,
  type PostListFilters,
  type PostsPage,
  type PostSummariesPage,
} from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { withImageFocal } from '../media/image-focal.js';
import { toBlogPost, toBlogPostSummary } from './blog-post.mapper.js';
import { decodeCursor, encodeCursor } from './post-cursor.js';
import { countVisiblePosts, isPublic, isVisiblePost, matchingFilters, SUMMARY_COLUMNS } from './post-queries.js';
import { joinByline } from './post-byline.js';
import { Post } from './post.entity.js';
import { publicDate } from './public-date.js';

/** Read side of posts as visitors see them: published, already due, newest first. */
@Injectable()
export class PostsService {
  constructor(@InjectRepository(Post) private readonly posts: Repository<Post>) {}

  async list(options: ListOptions = {}): Promise<BlogPost[] | BlogPostSummary[]> {
    return this.mapped(options.view, await this.listed(options).getMany());
  }

  /** Keyset paging over the public order, so a page never repeats or skips a post (or a match). */
  async page(limit: number, cursor?: string, options: ListOptions = {}): Promise<PostsPage | PostSummariesPage> {
    const query = this.listed(options).limit(limit + 1);
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
    const nextCursor = found.length > limit && last ? encodeCursor({ publishedAt: publicDate(last), slug: last.slug }) : null;
    return { posts: await this.mapped(options.view, posts), nextCursor } as PostsPage | PostSummariesPage;
  }

  /** Related articles (docs/requirements.md#r-related-articles): the newest visible posts of the post's category, the post itself left out. */
  async related(slug: string, limit: number): Promise<BlogPostSummary[]> {
    const post = await this.publicPosts().andWhere('post.slug = :slug', { slug }).getOne();
    if (!post) throw rpcError(ErrorCode.PostNotFound, 'Article not found');
    const related = await this.publicPosts('summary')
      .andWhere('post.categoryId = :categoryId', { categoryId: post.categoryId })
      .andWhere('post.id <> :id', { id: post.id })
      .limit(limit)
      .getMany();
    return this.focused(related.map(toBlogPostSummary));
  }

  /** Every category with at least one visible post, by name (as the blog list's dropdown offers them). */
  async categories(): Promise<PostCategory[]> {
    const rows = await this.posts
      .createQueryBuilder('post')
      .innerJoin('post.category', 'category')
      .select('category.name', 'name')
      .addSelect('category.slug', 'slug')
      .addSelect('COUNT(*)::int', 'postCount')
      .where(isPublic('post'))
      .groupBy('category.id')
      .getRawMany<PostCategory>();
    return rows.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }

  /** The home page's lead (docs/pages.md): the newest visible featured post, else the newest visible one; null without any. */
  async lead(): Promise<BlogPostSummary | null> {
    const lead = await this.publicPosts('summary')
      .orderBy('post.featured', 'DESC')
      .addOrderBy('post.publishedAt', 'DESC')
      .addOrderBy('post.slug', 'ASC')
      .limit(1)
      .getOne();
    if (!lead) return null;
    const [focused] = await this.focused([toBlogPostSummary(lead)]);
    return focused!;
  }

  async getBySlug(slug: string): Promise<BlogPost> {
    const post = await this.publicPosts().andWhere('post.slug = :slug', { slug }).getOne();
    if (!post) throw rpcError(ErrorCode.PostNotFound, 'Article not found');
    const [focused] = await this.focused([toBlogPost(post)]);
    return focused!;
  }

  /** A draft or a post scheduled for later is as missing as one that never existed. */
  async requirePublic(id: string): Promise<void> {
    if (!(await isVisiblePost(this.posts.manager, id))) throw rpcError(ErrorCode.PostNotFound, 'Article not found');
  }

  async listInCategory(categoryId: string): Promise<BlogPost[]> {
    const posts = await this.publicPosts().andWhere('post.categoryId = :categoryId', { categoryId }).getMany();
    return this.focused(posts.map(toBlogPost));
  }

  async listWithTopic(topicId: string): Promise<BlogPost[]> {
    const posts = await this.publicPosts().innerJoin('post.topics', 'topic', 'topic.id = :topicId', { topicId }).getMany();
    return this.focused(posts.map(toBlogPost));
  }

  /** How many posts of this byline visitors see: an author page is public from the first. */
  countByAuthor(authorId: string): Promise<number> {
    return this.posts.createQueryBuilder('post').where(isPublic('post')).andWhere('post.authorId = :authorId', { authorId }).getCount();
  }

  /** Visible posts per category; categories without any are absent. */
  countByCategory(categoryIds: string[]): Promise<Map<string, number>> {
    return countVisiblePosts(this.posts.manager, 'category', categoryIds);
  }

  /** Visible posts per topic; topics without any are absent. */
  countByTopic(topicIds: string[]): Promise<Map<string, number>> {
    return countVisiblePosts(this.posts.manager, 'topic', topicIds);
  }

  private listed({ view, q, category, authorId }: ListOptions): SelectQueryBuilder<Post> {
    const query = matchingFilters(this.publicPosts(view), { q, category });
    return authorId ? query.andWhere('post.authorId = :authorId', { authorId }) : query;
  }

  private mapped(view: ListView | undefined, posts: Post[]): Promise<BlogPost[] | BlogPostSummary[]> {
    return view === 'summary' ? this.focused(posts.map(toBlogPostSummary)) : this.focused(posts.map(toBlogPost));
  }

  /** Each post with its image's focal point, so a card or a hero is cropped around it (docs/media.md). */
  private focused<T extends BlogPostSummary>(posts: T[]): Promise<T[]> {
    return withImageFocal(this.posts.manager, posts);
  }

  /** The visible posts in the public order; a summary query leaves the bodies in the database. */
  private publicPosts(view: ListView = 'full'): SelectQueryBuilder<Post> {
    const query = joinByline(this.posts.createQueryBuilder('post').innerJoinAndSelect('post.category', 'category'));
    if (view === 'summary') query.select(SUMMARY_COLUMNS);
    return query.where(isPublic('post')).orderBy('post.publishedAt', 'DESC').addOrderBy('post.slug', 'ASC');
  }
}

/** How a list is asked for: which form, and the filters of docs/requirements.md#r-blog-filter. */
export type ListOptions = PostListFilters & { view?: ListView; authorId?: string };
