import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, type PostsResponse } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { Repository } from 'typeorm';
import { PostsService } from '../posts/posts.service.js';
import { Category } from './category.entity.js';

@Injectable()
export class CategoriesService {
  constructor(
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    private readonly posts: PostsService,
  ) {}

  /** The guide page's related articles: its category's slug follows relatedCategorySlug. */
  async postsOf(slug: string): Promise<PostsResponse> {
    const category = await this.categories.findOneBy({ slug });
    if (!category) throw rpcError(ErrorCode.CategoryNotFound, 'Category not found');
    return { posts: await this.posts.listInCategory(category.id) };
  }
}
