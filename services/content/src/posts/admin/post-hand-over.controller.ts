import { Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { staffContentOperations as ops, type MessageOf } from '@livefully/contracts';
import { Handles, schemaOf } from '@livefully/service-kit';
import type { DataSource } from 'typeorm';
import { handOverBylines } from '../../authors/byline-handover.js';
import { postNotice } from '../../events/content-notice.js';
import { ContentEventsPublisher } from '../../events/content-events.publisher.js';
import { Post } from '../post.entity.js';
import { isPublic } from '../post-queries.js';

/**
 * A removed staff member's posts go to the member chosen to take them (docs/roles.md): the
 * posts' owner (`created_by_uid`, `created_by_email`) becomes that member, so they may go on
 * editing them, and the bylines of the removed member's profile become the new member's
 * (docs/authors.md). A post is the removed member's by their sign-in uid, or by their address
 * for posts whose uid was not known. Both moves are one transaction; the posts whose byline
 * moved are announced once it has committed, since their pages and cards now show another name.
 */
@Controller()
export class PostHandOverController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: ContentEventsPublisher,
  ) {}

  @Handles(ops.handOverPosts)
  async handOver({ from, to }: MessageOf<typeof ops.handOverPosts>) {
    const { posts, bylines } = await this.dataSource.transaction(async (manager) => {
      // A SELECT around the UPDATE, so the driver answers rows (it answers an UPDATE as [rows, count]).
      const [row]: { n: number }[] = await manager.query(
        `WITH moved AS (
           UPDATE ${schemaOf(this.dataSource)}.posts SET created_by_uid = $3, created_by_email = $4
           WHERE ($1::text IS NOT NULL AND created_by_uid = $1) OR lower(created_by_email) = lower($2::text)
           RETURNING id)
         SELECT count(*)::int AS n FROM moved`,
        [from.uid, from.email, to.uid, to.email],
      );
      const moved = await handOverBylines(manager, from, to);
      // Only what readers see is announced: a draft's byline shows nowhere.
      const visible = moved.length
        ? await manager
            .createQueryBuilder(Post, 'post')
            .select('post.id')
            .where('post.id IN (:...moved)', { moved })
            .andWhere(isPublic('post'))
            .getMany()
        : [];
      return { posts: row?.n ?? 0, bylines: visible.map((post) => post.id) };
    });
    this.events.publish(bylines.map((id) => postNotice(id, true)));
    return { posts };
  }
}
