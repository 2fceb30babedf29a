import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  roleAtLeast,
  STAFF_IDENTITY_PATTERNS,
  STAFF_NOTICE_PATTERNS,
  StaffMemberSchema,
  type Actor,
  type AdminPost,
  type StaffNotice,
} from '@livefully/contracts';
import { describeError, SERVICE_CONFIG, ServiceClient } from '@livefully/service-kit';
import type { Repository } from 'typeorm';
import { z } from 'zod';
import type { ContentConfig } from '../../config/content.config.js';
import { Post } from '../post.entity.js';

/** A job id of its own for each recipient of one step, the same when the step's message comes again: one mail each. */
export function noticeJobId(requestId: string, kind: string, to: string): string {
  const hex = createHash('sha256').update(`${requestId}\n${kind}\n${to.toLowerCase()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The review's mail (docs/content-admin.md, Review), sent after the step has committed: a
 * submission to every active editor, administrator and the owner; a send back to the post's
 * writer, with the note. Mail leaves only through the engage service's durable queue. A notice
 * that cannot be sent is logged: the step is done either way, and never undone for it.
 */
@Injectable()
export class ReviewNotices implements OnApplicationShutdown {
  private readonly logger = new Logger('ReviewNotices');
  private readonly identity: ServiceClient;
  private readonly engage: ServiceClient;

  constructor(
    @Inject(SERVICE_CONFIG) config: ContentConfig,
    @InjectRepository(Post) private readonly posts: Repository<Post>,
  ) {
    const endpoint = (host: string, port: number) => ({ transport: config.TRANSPORT, host, port, redisUrl: config.REDIS_URL });
    this.identity = new ServiceClient(endpoint(config.IDENTITY_SERVICE_HOST, config.IDENTITY_SERVICE_PORT), config.NOTICE_TIMEOUT_MS);
    this.engage = new ServiceClient(endpoint(config.ENGAGE_SERVICE_HOST, config.ENGAGE_SERVICE_PORT), config.NOTICE_TIMEOUT_MS);
  }

  /** A post was submitted: the editors are told. Resolves when queued or logged, never rejects. */
  async requested(post: AdminPost, by: Actor, requestId: string = randomUUID()): Promise<void> {
    await this.safely(`the review request of post ${post.id}`, async () => {
      const members = z.array(StaffMemberSchema).parse(await this.identity.send(STAFF_IDENTITY_PATTERNS.listMembers, {}));
      const submitter = by.email?.toLowerCase();
      const editors = members.filter(
        (member) => member.status === 'active' && roleAtLeast(member.role, 'editor') && member.email.toLowerCase() !== submitter,
      );
      for (const { email } of editors) {
        await this.queue(
          { kind: 'review-requested', to: email, postId: post.id, title: post.title, submittedBy: by.email ?? 'A member of the team' },
          requestId,
        );
      }
    });
  }

  /** A post was sent back: its writer gets the note. */
  async sentBack(post: AdminPost, note: string, by: Actor, requestId: string = randomUUID()): Promise<void> {
    await this.safely(`the send back of post ${post.id}`, async () => {
      const row = await this.posts.findOne({ where: { id: post.id }, select: { id: true, createdByEmail: true }, withDeleted: true });
      // A post from before roles has no writer to tell.
      if (!row?.createdByEmail) return;
      await this.queue(
        { kind: 'sent-back', to: row.createdByEmail, postId: post.id, title: post.title, note, sentBackBy: by.email ?? 'An editor' },
        requestId,
      );
    });
  }

  private async queue(notice: StaffNotice, requestId: string): Promise<void> {
    await this.engage.send(STAFF_NOTICE_PATTERNS.staffNotice, { notice, requestId: noticeJobId(requestId, notice.kind, notice.to) });
  }

  private async safely(what: string, send: () => Promise<void>): Promise<void> {
    try {
      await send();
    } catch (error) {
      this.logger.warn(`could not send the mail of ${what}: ${describeError(error)}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.identity.close(), this.engage.close()]);
  }
}
