import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, type Guide as GuideDto } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { Repository } from 'typeorm';
import { withImageFocal } from '../media/image-focal.js';
import { PostsService } from '../posts/posts.service.js';
import { toGuide } from './guide.mapper.js';
import { Guide } from './guide.entity.js';

@Injectable()
export class GuidesService {
  constructor(
    @InjectRepository(Guide) private readonly guides: Repository<Guide>,
    private readonly posts: PostsService,
  ) {}

  async list(): Promise<GuideDto[]> {
    const guides = await this.guides.find({ relations: { category: true }, order: { createdAt: 'DESC', title: 'ASC' } });
    return this.withCounts(guides);
  }

  async getBySlug(slug: string): Promise<GuideDto> {
    const guide = await this.guides.findOne({ where: { slug }, relations: { category: true } });
    if (!guide) throw rpcError(ErrorCode.GuideNotFound, 'Guide not found');
    const [dto] = await this.withCounts([guide]);
    return dto!;
  }

  /** A guide's article count is the number of visible posts in its category. */
  private async withCounts(guides: Guide[]): Promise<GuideDto[]> {
    const counts = await this.posts.countByCategory([...new Set(guides.map((guide) => guide.categoryId))]);
    return withImageFocal(
      this.guides.manager,
      guides.map((guide) => toGuide(guide, counts.get(guide.categoryId) ?? 0)),
    );
  }
}
