import { Controller } from '@nestjs/common';
import {
  contentOperations,
  type BlogPost,
  type BlogPostSummary,
  type BySlug,
  type ListPostsQuery,
  type PostsPage,
  type PostSummariesPage,
  type RelatedPostsRequest,
} from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { PostsService } from './posts.service.js';

@Controller()
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Handles(contentOperations.listPosts)
  list({ limit, cursor, ...options }: ListPostsQuery): Promise<BlogPost[] | BlogPostSummary[] | PostsPage | PostSummariesPage> {
    return limit === undefined ? this.posts.list(options) : this.posts.page(limit, cursor, options);
  }

  @Handles(contentOperations.relatedPosts)
  related({ slug, limit }: RelatedPostsRequest): Promise<BlogPostSummary[]> {
    return this.posts.related(slug, limit);
  }

  @Handles(contentOperations.leadPost)
  lead(): Promise<BlogPostSummary | null> {
    return this.posts.lead();
  }

  @Handles(contentOperations.getPost)
  get({ slug }: BySlug): Promise<BlogPost> {
    return this.posts.getBySlug(slug);
  }
}
