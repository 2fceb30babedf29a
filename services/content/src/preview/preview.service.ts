import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, type PostPreview } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { Repository } from 'typeorm';
import { toBlogPost } from '../posts/blog-post.mapper.js';
import { joinByline } from '../posts/post-byline.js';
import { Post } from '../posts/post.entity.js';
import { PreviewLink } from './preview-link.entity.js';
import { PREVIEW_TOKENS } from './preview-tokens.provider.js';
import type { PreviewTokens } from './preview-tokens.js';

const EXPIRED = 'This preview link has expired. Ask for a new one.';
const NOT_VALID = 'This preview link is not valid.';

/**
 * Opening a preview link: anyone who has the token sees the post in whatever state it is (draft,
 * scheduled, published) while its link row is live. A revoked link, a deleted post and a token
 * this site did not sign all answer alike, so a link tells nothing about why it stopped.
 */
@Injectable()
export class PreviewService {
  constructor(
    @InjectRepository(Post) private readonly posts: Repository<Post>,
    @InjectRepository(PreviewLink) private readonly links: Repository<PreviewLink>,
    @Inject(PREVIEW_TOKENS) private readonly tokens: PreviewTokens,
  ) {}

  async get(token: string, now = new Date()): Promise<PostPreview> {
    const check = this.tokens.verify(token, now);
    if (!check.ok && check.reason === 'expired') throw rpcError(ErrorCode.Forbidden, EXPIRED);
    if (!check.ok) throw rpcError(ErrorCode.NotFound, NOT_VALID);
    const link = await this.links.findOneBy({ id: check.claims.linkId });
    if (!link || link.revokedAt) throw rpcError(ErrorCode.NotFound, NOT_VALID);
    if (link.expiresAt.getTime() <= now.getTime()) throw rpcError(ErrorCode.Forbidden, EXPIRED);
    const post = await joinByline(this.posts.createQueryBuilder('post').innerJoinAndSelect('post.category', 'category'))
      .where('post.id = :id', { id: link.postId })
      .getOne();
    if (!post) throw rpcError(ErrorCode.NotFound, NOT_VALID);
    const state = !post.publishedAt ? 'draft' : post.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
    // A draft has no date yet; published now, it would carry today's.
    post.publishedAt ??= now;
    return { post: toBlogPost(post), state, expiresAt: link.expiresAt.toISOString() };
  }
}
