import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BySlugSchema,
  CONTENT_PATTERNS,
  ListPostsQuerySchema,
  type BlogPost,
  type BySlug,
  type ListPostsQuery,
  type PostsPage,
} from '@livefully/contracts';
import { ZodMessagePipe } from '@livefully/service-kit';
import { PostsService } from './posts.service.js';

@Controller()
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @MessagePattern(CONTENT_PATTERNS.listPosts)
  list(@Payload(new ZodMessagePipe(ListPostsQuerySchema)) { limit, cursor }: ListPostsQuery): Promise<BlogPost[] | PostsPage> {
    return limit === undefined ? this.posts.list() : this.posts.page(limit, cursor);
  }

  @MessagePattern(CONTENT_PATTERNS.getPost)
  get(@Payload(new ZodMessagePipe(BySlugSchema)) { slug }: BySlug): Promise<BlogPost> {
    return this.posts.getBySlug(slug);
  }
}
