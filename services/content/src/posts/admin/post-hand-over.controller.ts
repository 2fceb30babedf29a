import { Controller } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { staffContentOperations as ops, type MessageOf } from '@livefully/contracts';
import { Handles, schemaOf } from '@livefully/service-kit';
import type { DataSource } from 'typeorm';

/**
 * A removed staff member's posts go to the member chosen to take them (docs/roles.md): the
 * posts' owner (`created_by_uid`, `created_by_email`) becomes that member, so they may go on
 * editing them. A post is the removed member's by their sign-in uid, or by their address for
 * posts whose uid was not known. What readers see does not change, so no change event is sent.
 */
@Controller()
export class PostHandOverController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Handles(ops.handOverPosts)
  async handOver({ from, to }: MessageOf<typeof ops.handOverPosts>) {
    // A SELECT around the UPDATE, so the driver answers rows (it answers an UPDATE as [rows, count]).
    const [row]: { n: number }[] = await this.dataSource.query(
      `WITH moved AS (
         UPDATE ${schemaOf(this.dataSource)}.posts SET created_by_uid = $3, created_by_email = $4
         WHERE ($1::text IS NOT NULL AND created_by_uid = $1) OR lower(created_by_email) = lower($2::text)
         RETURNING id)
       SELECT count(*)::int AS n FROM moved`,
      [from.uid, from.email, to.uid, to.email],
    );
    return { posts: row?.n ?? 0 };
  }
}
