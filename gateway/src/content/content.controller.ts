import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import {
  BySlugSchema,
  ByIdSchema,
  CONTENT_PATTERNS,
  ListPostsQuerySchema,
  ok,
  type BlogPost,
  type Guide,
  type PostsPage,
  type PostsResponse,
  type SuccessBody,
  type Topic,
} from '@livefully/contracts';
import { parseRequest } from '../common/parse.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { ServiceClients } from '../services/service-clients.js';

/** SPEC §7 content calls, answered by the content service. */
@Controller('api')
@UseGuards(RateLimitGuard)
@RateLimit('reads')
export class ContentController {
  constructor(private readonly services: ServiceClients) {}

  @Get('blog-posts')
  async listPosts(@Query() query: Record<string, unknown>): Promise<SuccessBody<BlogPost[] | PostsPage>> {
    const page = parseRequest(ListPostsQuerySchema, { limit: query.limit, cursor: query.cursor }, 'query');
    return ok(await this.services.send<BlogPost[] | PostsPage>('content', CONTENT_PATTERNS.listPosts, page));
  }

  @Get('blog-posts/:slug')
  async getPost(@Param('slug') slug: string): Promise<SuccessBody<BlogPost>> {
    return ok(await this.services.send<BlogPost>('content', CONTENT_PATTERNS.getPost, parseRequest(BySlugSchema, { slug }, 'slug')));
  }

  @Get('blog-posts/:id/topics')
  async postTopics(@Param('id') id: string): Promise<SuccessBody<Topic[]>> {
    return ok(await this.services.send<Topic[]>('content', CONTENT_PATTERNS.postTopics, parseRequest(ByIdSchema, { id }, 'id')));
  }

  @Get('categories/:slug/blog-posts')
  async categoryPosts(@Param('slug') slug: string): Promise<SuccessBody<PostsResponse>> {
    return ok(
      await this.services.send<PostsResponse>(
        'content',
        CONTENT_PATTERNS.categoryPosts,
        parseRequest(BySlugSchema, { slug }, 'category slug'),
      ),
    );
  }

  @Get('guides')
  async listGuides(): Promise<SuccessBody<Guide[]>> {
    return ok(await this.services.send<Guide[]>('content', CONTENT_PATTERNS.listGuides));
  }

  @Get('guides/:slug')
  async getGuide(@Param('slug') slug: string): Promise<SuccessBody<Guide>> {
    return ok(await this.services.send<Guide>('content', CONTENT_PATTERNS.getGuide, parseRequest(BySlugSchema, { slug }, 'slug')));
  }

  @Get('topics')
  async listTopics(): Promise<SuccessBody<Topic[]>> {
    return ok(await this.services.send<Topic[]>('content', CONTENT_PATTERNS.listTopics));
  }

  @Get('topics/:slug')
  async getTopic(@Param('slug') slug: string): Promise<SuccessBody<Topic>> {
    return ok(await this.services.send<Topic>('content', CONTENT_PATTERNS.getTopic, parseRequest(BySlugSchema, { slug }, 'slug')));
  }

  @Get('topics/:slug/blog-posts')
  async topicPosts(@Param('slug') slug: string): Promise<SuccessBody<PostsResponse>> {
    return ok(
      await this.services.send<PostsResponse>('content', CONTENT_PATTERNS.topicPosts, parseRequest(BySlugSchema, { slug }, 'slug')),
    );
  }
}
