import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, type AuthorPage, type AuthorPageRequest, type PostSummariesPage } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { Repository } from 'typeorm';
import { PostsService } from '../posts/posts.service.js';
import { toPublicAuthor } from './author.mapper.js';
import { Author } from './author.entity.js';

const NOT_FOUND = 'Author not found';

/**
 * Author pages as readers see them (docs/authors.md): the profile and their published
 * articles, paged like the blog. A profile without a published article has no public page yet.
 */
@Injectable()
export class AuthorsService {
  constructor(
    @InjectRepository(Author) private readonly authors: Repository<Author>,
    private readonly posts: PostsService,
  ) {}

  async page({ slug, limit, cursor }: AuthorPageRequest): Promise<AuthorPage> {
    const author = await this.authors.findOne({ where: { slug }, relations: { photo: true } });
    if (!author) throw rpcError(ErrorCode.AuthorNotFound, NOT_FOUND);
    const postCount = await this.posts.countByAuthor(author.id);
    if (postCount === 0) throw rpcError(ErrorCode.AuthorNotFound, NOT_FOUND);
    const { posts, nextCursor } = (await this.posts.page(limit, cursor, { view: 'summary', authorId: author.id })) as PostSummariesPage;
    return { author: toPublicAuthor(author), posts, postCount, nextCursor };
  }
}
