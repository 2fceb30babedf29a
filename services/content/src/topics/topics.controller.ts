import { Controller } from '@nestjs/common';
import { contentOperations, type ById, type BySlug, type PostsResponse, type Topic } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { TopicsService } from './topics.service.js';

@Controller()
export class TopicsController {
  constructor(private readonly topics: TopicsService) {}

  @Handles(contentOperations.listTopics)
  list(): Promise<Topic[]> {
    return this.topics.list();
  }

  @Handles(contentOperations.getTopic)
  get({ slug }: BySlug): Promise<Topic> {
    return this.topics.getBySlug(slug);
  }

  @Handles(contentOperations.topicPosts)
  posts({ slug }: BySlug): Promise<PostsResponse> {
    return this.topics.postsOf(slug);
  }

  /** GET /api/blog-posts/{id}/topics: answered here because the answer is topics. */
  @Handles(contentOperations.postTopics)
  ofPost({ id }: ById): Promise<Topic[]> {
    return this.topics.ofPost(id);
  }
}
