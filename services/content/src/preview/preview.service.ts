import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, previewPath, type PostPreview, type PreviewLink } from '@livefully/contracts';
import { rpcError, SERVICE_CONFIG } from '@livefully/service-kit';
import type { Repository } from 'typeorm';
import type { ContentConfig } from '../config/content.config.js';
import { toBlogPost } from '../posts/blog-post.mapper.js';
import { Post } from '../posts/post.entity.js';
import { PreviewTokens } from './preview-tokens.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Preview links: a signed, expiring token naming a post, made for an admin and opened by anyone
 * who has it. The post is shown in whatever state it is (draft, scheduled, published); a post
 * deleted since is as unknown as a forged token.
 */
@Injectable()
export class PreviewService {
  private readonly logger = new Logger('PreviewService');
  private readonly tokens: PreviewTokens;
  private readonly ttlMs: number;

  constructor(
    @InjectRepository(Post) private readonly posts: Repository<Post>,
    @Inject(SERVICE_CONFIG) config: ContentConfig,
  ) {
    let secret = config.PREVIEW_SECRET;
    if (!secret) {
      secret = randomBytes(32).toString('base64url');
      this.logger.warn('PREVIEW_SECRET is not set: preview links work on this process only, until it restarts');
    }
    this.tokens = new PreviewTokens(secret);
    this.ttlMs = config.PREVIEW_TTL_HOURS * HOUR_MS;
  }

  async create(postId: string, now = new Date()): Promise<PreviewLink> {
    if (!(await this.posts.existsBy({ id: postId }))) throw rpcError(ErrorCode.PostNotFound, `No post with id ${postId}`);
    const expiresAt = new Date(now.getTime() + this.ttlMs);
    const token = this.tokens.sign({ postId, expiresAt });
    return { token, path: previewPath(token), expiresAt: expiresAt.toISOString() };
  }

  async get(token: string, now = new Date()): Promise<PostPreview> {
    const check = this.tokens.verify(token, now);
    if (!check.ok && check.reason === 'expired') {
      throw rpcError(ErrorCode.Forbidden, 'This preview link has expired. Ask for a new one.');
    }
    const post = check.ok
      ? await this.posts
          .createQueryBuilder('post')
          .innerJoinAndSelect('post.category', 'category')
          .where('post.id = :id', { id: check.claims.postId })
          .getOne()
      : null;
    if (!check.ok || !post) throw rpcError(ErrorCode.NotFound, 'This preview link is not valid.');
    const state = post.status === 'draft' ? 'draft' : post.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
    return { post: toBlogPost(post), state, expiresAt: check.claims.expiresAt.toISOString() };
  }
}
