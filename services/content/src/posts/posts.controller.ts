import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BySlugSchema, CONTENT_PATTERNS, type BlogPost, type BySlug } from '@livefully/contracts';
import { ZodMessagePipe } from '@livefully/service-kit';
import { PostsService } from './posts.service.js';

@Controller()
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @MessagePattern(CONTENT_PATTERNS.listPosts)
  list(): Promise<BlogPost[]> {
    return this.posts.list();
  }

  @MessagePattern(CONTENT_PATTERNS.getPost)
  get(@Payload(new ZodMessagePipe(BySlugSchema)) { slug }: BySlug): Promise<BlogPost> {
    return this.posts.getBySlug(slug);
  }
}
