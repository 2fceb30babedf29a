import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BySlugSchema, CONTENT_PATTERNS, type BySlug, type PostsResponse } from '@livefully/contracts';
import { ZodMessagePipe } from '@livefully/service-kit';
import { CategoriesService } from './categories.service.js';

@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @MessagePattern(CONTENT_PATTERNS.categoryPosts)
  posts(@Payload(new ZodMessagePipe(BySlugSchema)) { slug }: BySlug): Promise<PostsResponse> {
    return this.categories.postsOf(slug);
  }
}
