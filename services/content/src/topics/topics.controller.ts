import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ByIdSchema, BySlugSchema, CONTENT_PATTERNS, type ById, type BySlug, type PostsResponse, type Topic } from '@livefully/contracts';
import { ZodMessagePipe } from '@livefully/service-kit';
import { TopicsService } from './topics.service.js';

@Controller()
export class TopicsController {
  constructor(private readonly topics: TopicsService) {}

  @MessagePattern(CONTENT_PATTERNS.listTopics)
  list(): Promise<Topic[]> {
    return this.topics.list();
  }

  @MessagePattern(CONTENT_PATTERNS.getTopic)
  get(@Payload(new ZodMessagePipe(BySlugSchema)) { slug }: BySlug): Promise<Topic> {
    return this.topics.getBySlug(slug);
  }

  @MessagePattern(CONTENT_PATTERNS.topicPosts)
  posts(@Payload(new ZodMessagePipe(BySlugSchema)) { slug }: BySlug): Promise<PostsResponse> {
    return this.topics.postsOf(slug);
  }

  /** GET /api/blog-posts/{id}/topics: answered here because the answer is topics. */
  @MessagePattern(CONTENT_PATTERNS.postTopics)
  ofPost(@Payload(new ZodMessagePipe(ByIdSchema)) { id }: ById): Promise<Topic[]> {
    return this.topics.ofPost(id);
  }
}
