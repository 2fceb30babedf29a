import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { describeError } from '@livefully/service-kit';
import type { Repository } from 'typeorm';
import { ContentEventsPublisher } from '../../events/content-events.publisher.js';
import { upserted } from '../../events/content-notice.js';
import { Post } from '../post.entity.js';

/** A post written straight into the table (not through the admin) is noticed within this. */
const LONGEST_WAIT_MS = 60_000;

/**
 * A scheduled post goes live by itself: the public queries compare its date with now(). No
 * write happens at that moment, so this clock announces it: it wakes at the next publish date
 * and sends content.changed (upserted) for every post that came due since it last looked.
 * Times are the database's, the same clock the public rule uses.
 */
@Injectable()
export class PublishClock implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PublishClock');
  private timer: NodeJS.Timeout | undefined;
  /** Database time up to which due posts have been announced. */
  private watermark: Date | undefined;
  private stopped = false;

  constructor(
    @InjectRepository(Post) private readonly posts: Repository<Post>,
    private readonly events: ContentEventsPublisher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const [{ now }] = await this.posts.query('SELECT now() AS now');
      this.watermark = now;
    } catch (error) {
      this.logger.warn(`cannot read the database clock: ${describeError(error)}`);
    }
    await this.reschedule();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** After a post changes: its date may now be the next one due. */
  async reschedule(): Promise<void> {
    if (this.stopped) return;
    clearTimeout(this.timer);
    let wait = LONGEST_WAIT_MS;
    try {
      const [row]: { ms: number | null }[] = await this.posts.query(
        `SELECT (EXTRACT(EPOCH FROM (min(published_at) - now())) * 1000)::float8 AS ms
         FROM ${this.table()} WHERE status = 'published' AND published_at > now() AND deleted_at IS NULL`,
      );
      if (row?.ms !== null && row?.ms !== undefined) wait = Math.min(LONGEST_WAIT_MS, Math.max(0, Math.ceil(row.ms)));
    } catch (error) {
      this.logger.warn(`cannot read the next publish date: ${describeError(error)}`);
    }
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), wait);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      const rows: { id: string; now: Date }[] = await this.posts.query(
        `SELECT p.id, c.now FROM (SELECT now() AS now) c
         LEFT JOIN ${this.table()} p ON p.status = 'published' AND p.deleted_at IS NULL AND p.published_at <= c.now AND p.published_at > $1`,
        [this.watermark ?? new Date()],
      );
      this.watermark = rows[0]?.now ?? this.watermark;
      this.events.publish(rows.filter((row) => row.id).map((row) => upserted('post', row.id)));
    } catch (error) {
      this.logger.warn(`cannot look for posts that came due: ${describeError(error)}`);
    }
    await this.reschedule();
  }

  private table(): string {
    const { schema, tableName } = this.posts.metadata;
    return schema ? `"${schema}"."${tableName}"` : `"${tableName}"`;
  }
}
