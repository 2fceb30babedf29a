import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, previewPath, type Actor, type PreviewLink as PreviewLinkView, type PreviewLinkSummary } from '@livefully/contracts';
import { rpcError, SERVICE_CONFIG } from '@livefully/service-kit';
import { IsNull, LessThanOrEqual, MoreThan, type EntityManager, type Repository } from 'typeorm';
import type { ContentConfig } from '../config/content.config.js';
import { ContentWriter } from '../editing/content-writer.js';
import { Post } from '../posts/post.entity.js';
import { PreviewLink } from './preview-link.entity.js';
import { toPreviewLinkSummary } from './preview-link.mapper.js';
import { PREVIEW_TOKENS } from './preview-tokens.provider.js';
import type { PreviewTokens } from './preview-tokens.js';

const HOUR_MS = 60 * 60 * 1000;

interface Write {
  actor: Actor;
  requestId?: string | undefined;
}

/**
 * The admin side of preview links: each link is a row, made, listed and revoked by admins, every
 * make and revoke audited through the content writer. The token names the row, so the same row
 * signs the same token again (a second delivery of a create answers with the first one's link).
 */
@Injectable()
export class PreviewLinksService {
  private readonly ttlMs: number;

  constructor(
    @InjectRepository(PreviewLink) private readonly links: Repository<PreviewLink>,
    private readonly writer: ContentWriter,
    @Inject(PREVIEW_TOKENS) private readonly tokens: PreviewTokens,
    @Inject(SERVICE_CONFIG) config: ContentConfig,
  ) {
    this.ttlMs = config.PREVIEW_TTL_HOURS * HOUR_MS;
  }

  async create({ actor, id: postId, requestId }: Write & { id: string }, now = new Date()): Promise<PreviewLinkView> {
    // Whole seconds, as the token carries it, so the row and the token agree on the moment.
    const expiresAt = new Date(Math.floor((now.getTime() + this.ttlMs) / 1000) * 1000);
    return this.writer.write(
      { actor, requestId, action: 'create', kind: 'preview' },
      async (manager) => {
        const title = await postTitle(manager, postId);
        // A lapsed link of the post is of no further use: its token reads as expired by its own date.
        await manager.delete(PreviewLink, { postId, expiresAt: LessThanOrEqual(now) });
        const { identifiers } = await manager.insert(PreviewLink, {
          postId,
          createdByUid: actor.uid,
          createdByEmail: actor.email,
          expiresAt,
        });
        const link = await row(manager, String(identifiers[0]!.id));
        return { entityId: link.id, before: null, after: auditView(link, title), answer: this.withToken(link), notices: [] };
      },
      async (linkId) => this.withToken(await row(this.links.manager, linkId)),
    );
  }

  /** The links of a post that still open: neither revoked nor expired. */
  async list(postId: string, now = new Date()): Promise<PreviewLinkSummary[]> {
    // An unknown post is a 404, not an empty list.
    await postTitle(this.links.manager, postId);
    const rows = await this.links.find({
      where: { postId, revokedAt: IsNull(), expiresAt: MoreThan(now) },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
    return rows.map(toPreviewLinkSummary);
  }

  async revoke({ actor, id: postId, linkId, requestId }: Write & { id: string; linkId: string }): Promise<PreviewLinkSummary> {
    return this.writer.write(
      { actor, requestId, action: 'revoke', kind: 'preview' },
      async (manager) => {
        const link = await manager
          .createQueryBuilder(PreviewLink, 'link')
          .where('link.id = :linkId AND link.postId = :postId', { linkId, postId })
          .setLock('pessimistic_write')
          .getOne();
        if (!link) throw rpcError(ErrorCode.PreviewLinkNotFound, `No preview link ${linkId} of post ${postId}`);
        if (link.revokedAt) throw rpcError(ErrorCode.Conflict, 'This preview link was already revoked.');
        const title = await postTitle(manager, postId, { trashed: true });
        await manager.update(PreviewLink, { id: linkId }, { revokedAt: () => 'clock_timestamp()' });
        const revoked = await row(manager, linkId);
        return {
          entityId: linkId,
          before: auditView(link, title),
          after: auditView(revoked, title),
          answer: toPreviewLinkSummary(revoked),
          notices: [],
        };
      },
      async (entityId) => toPreviewLinkSummary(await row(this.links.manager, entityId)),
    );
  }

  private withToken(link: PreviewLink): PreviewLinkView {
    const token = this.tokens.sign({ linkId: link.id, expiresAt: link.expiresAt });
    return { ...toPreviewLinkSummary(link), token, path: previewPath(token) };
  }
}

/** The post's title for the audit view; a post in the trash counts only when asked for (a revoke). */
async function postTitle(manager: EntityManager, postId: string, { trashed = false } = {}): Promise<string> {
  const post = await manager.findOne(Post, { where: { id: postId }, select: { id: true, title: true }, withDeleted: trashed });
  if (!post) throw rpcError(ErrorCode.PostNotFound, `No post with id ${postId}`);
  return post.title;
}

async function row(manager: EntityManager, id: string): Promise<PreviewLink> {
  const link = await manager.findOneBy(PreviewLink, { id });
  if (!link) throw rpcError(ErrorCode.PreviewLinkNotFound, `No preview link ${id}`);
  return link;
}

/** What the audit log keeps of a link: the link (never its token) and the post it shows, by title. */
function auditView(link: PreviewLink, postTitle: string) {
  return { ...toPreviewLinkSummary(link), postTitle };
}
