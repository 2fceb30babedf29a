import { Injectable } from '@nestjs/common';
import { roleAtLeast, type WorkItem, type WorkListMessage } from '@livefully/contracts';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { Guide } from '../guides/guide.entity.js';
import { Post } from '../posts/post.entity.js';
import { Topic } from '../topics/topic.entity.js';

type Query = WorkListMessage['query'];

/** `%`, `_` and `\` typed by the caller are matched as themselves, not as LIKE's wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The dashboard's lists (docs/content-admin.md, Dashboard). Every filter is a bound parameter
 * of a fixed query, every answer at most `limit` rows: the caller's text never becomes SQL.
 */
@Injectable()
export class WorkListsService {
  constructor(private readonly dataSource: DataSource) {}

  async list({ actor, query }: WorkListMessage): Promise<WorkItem[]> {
    const posts = query.kind === undefined || query.kind === 'post' ? await this.posts(actor, query) : [];
    // Guides and topics have no drafts, no schedule and no writer: they are only among the published.
    if (query.list !== 'published' || query.author || (query.status && query.status !== 'published')) return posts;
    const others = [
      ...(query.kind === undefined || query.kind === 'guide' ? await this.live(Guide, 'title', query) : []),
      ...(query.kind === undefined || query.kind === 'topic' ? await this.live(Topic, 'name', query) : []),
    ];
    return [...posts, ...others].sort((a, b) => b.at.localeCompare(a.at)).slice(0, query.limit);
  }

  private async posts(actor: WorkListMessage['actor'], query: Query): Promise<WorkItem[]> {
    const rows = this.dataSource.getRepository(Post).createQueryBuilder('post');
    const listed = this.narrow(rows, actor, query);
    if (!listed) return [];
    if (query.q) listed.andWhere(`post.title ILIKE :q ESCAPE '\\'`, { q: containing(query.q) });
    if (query.author) listed.andWhere('lower(post.createdByEmail) = :author', { author: query.author });
    const found = await listed.limit(query.limit).getMany();
    return found.map((post) => this.postItem(post, query));
  }

  /** The list's rows and order, narrowed by the status filter; null when the filter leaves the list empty. */
  private narrow(rows: SelectQueryBuilder<Post>, actor: WorkListMessage['actor'], query: Query): SelectQueryBuilder<Post> | null {
    const status = query.status;
    switch (query.list) {
      case 'mine': {
        if (status && status !== 'draft' && status !== 'review') return null;
        return rows
          .where('post.createdByUid = :uid', { uid: actor.uid })
          .andWhere('post.status IN (:...statuses)', { statuses: status ? [status] : ['draft', 'review'] })
          .orderBy('post.updatedAt', 'DESC')
          .addOrderBy('post.id', 'ASC');
      }
      case 'review': {
        if (status && status !== 'review') return null;
        rows.where(`post.status = 'review'`);
        // Below an editor, a member sees their own submissions: the others are not theirs to review.
        if (!roleAtLeast(actor.role ?? 'contributor', 'editor')) rows.andWhere('post.createdByUid = :uid', { uid: actor.uid });
        return rows.orderBy('post.submittedAt', 'ASC').addOrderBy('post.id', 'ASC');
      }
      case 'scheduled':
        if (status && status !== 'scheduled') return null;
        return rows
          .where(`post.status = 'published' AND post.publishedAt > now()`)
          .orderBy('post.publishedAt', 'ASC')
          .addOrderBy('post.id', 'ASC');
      case 'published':
        if (status && status !== 'published') return null;
        return rows
          .where(`post.status = 'published' AND post.publishedAt <= now()`)
          .orderBy('post.publishedAt', 'DESC')
          .addOrderBy('post.id', 'ASC');
    }
  }

  private postItem(post: Post, query: Query): WorkItem {
    const at =
      query.list === 'review'
        ? (post.submittedAt ?? post.updatedAt)
        : query.list === 'mine'
          ? post.updatedAt
          : (post.publishedAt ?? post.updatedAt);
    const state = post.status === 'published' ? (query.list === 'scheduled' ? 'scheduled' : 'published') : post.status;
    return { kind: 'post', id: post.id, title: post.title, state, author: post.createdByEmail, at: at.toISOString() };
  }

  /** Guides or topics, newest first: live from their first save. */
  private async live(entity: typeof Guide | typeof Topic, titleColumn: 'title' | 'name', query: Query): Promise<WorkItem[]> {
    const rows = this.dataSource.getRepository<Guide | Topic>(entity).createQueryBuilder('item');
    if (query.q) rows.where(`item.${titleColumn} ILIKE :q ESCAPE '\\'`, { q: containing(query.q) });
    const found = await rows.orderBy('item.createdAt', 'DESC').addOrderBy('item.id', 'ASC').limit(query.limit).getMany();
    const kind = entity === Guide ? 'guide' : 'topic';
    return found.map((item) => ({
      kind,
      id: item.id,
      title: 'title' in item ? item.title : item.name,
      state: 'published',
      author: null,
      at: item.createdAt.toISOString(),
    }));
  }
}
