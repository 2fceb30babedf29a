import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, type PostCategory, type PostsResponse } from '@livefully/contracts';
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

  /** The blog list's dropdown: every category with a visible post, by name. */
  withPosts(): Promise<PostCategory[]> {
    return this.posts.categories();
  }

  /**
   * The guide page's related articles. The page asks by relatedCategorySlug(category name); the
   * seed's slugs follow that rule, but an admin may give a category another slug, so the name
   * is tried too.
   */
  async postsOf(slug: string): Promise<PostsResponse> {
    const category =
      (await this.categories.findOneBy({ slug })) ??
      (await this.categories
        .createQueryBuilder('category')
        .where(`replace(replace(lower(category.name), ' & ', '-'), ' ', '-') = :slug`, { slug })
        .orderBy('category.createdAt', 'ASC')
        .getOne());
    if (!category) throw rpcError(ErrorCode.CategoryNotFound, 'Category not found');
    return { posts: await this.posts.listInCategory(category.id) };
  }
}
