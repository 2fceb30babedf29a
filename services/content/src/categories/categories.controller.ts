import { Controller } from '@nestjs/common';
import { contentOperations, type BySlug, type PostCategory, type PostsResponse } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { CategoriesService } from './categories.service.js';

@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Handles(contentOperations.postCategories)
  list(): Promise<PostCategory[]> {
    return this.categories.withPosts();
  }

  @Handles(contentOperations.categoryPosts)
  posts({ slug }: BySlug): Promise<PostsResponse> {
    return this.categories.postsOf(slug);
  }
}
