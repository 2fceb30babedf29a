import { Controller } from '@nestjs/common';
import { contentOperations, type BlogPost, type BySlug, type ListPostsQuery, type PostsPage } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { PostsService } from './posts.service.js';

@Controller()
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Handles(contentOperations.listPosts)
  list({ limit, cursor }: ListPostsQuery): Promise<BlogPost[] | PostsPage> {
    return limit === undefined ? this.posts.list() : this.posts.page(limit, cursor);
  }

  @Handles(contentOperations.getPost)
  get({ slug }: BySlug): Promise<BlogPost> {
    return this.posts.getBySlug(slug);
  }
}
