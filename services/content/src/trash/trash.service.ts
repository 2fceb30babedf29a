import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type Actor, type TrashItem, type TrashKind, type TrashRestored, type TrashSwept } from '@livefully/contracts';
import { rpcError, SERVICE_CONFIG } from '@livefully/service-kit';
import { DataSource, In, IsNull, LessThanOrEqual, Not, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log.entity.js';
import { Category } from '../categories/category.entity.js';
import type { ContentConfig } from '../config/content.config.js';
import type { ContentKind } from '../content-kinds/content-kind.js';
import { EDITABLE_KINDS } from '../content-kinds/editable-kinds.js';
import { kindView, savedNotices } from '../content-kinds/kind-view.js';
import { ContentWriter } from '../editing/content-writer.js';
import { Guide } from '../guides/guide.entity.js';
import { Post } from '../posts/post.entity.js';
import type { Topic } from '../topics/topic.entity.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who the audit log names for a purge: the sweep, not a person. */
export const SWEEP_ACTOR: Actor = { uid: 'system:trash-sweep', email: null };

type Trashable = Post | Guide | Topic | Category;

/** The kinds' descriptors, as the trash reads them: over any kind's row. */
const KINDS = EDITABLE_KINDS as Record<TrashKind, ContentKind<Trashable, { slug: string }, { version: number }>>;

/** Purged in this order: posts and guides first, so a category they were in can go in the same sweep. */
const PURGE_ORDER: TrashKind[] = ['post', 'guide', 'topic', 'category'];

/** Thrown inside a purge's transaction when another replica got there first: nothing is written. */
class AlreadyGone extends Error {}

/**
 * The trash: a delete sets `deleted_at` (TypeORM's soft delete hides the row from every read,
 * public and admin), a restore clears it, and the sweep purges what has been there longer than
 * TRASH_RETENTION_DAYS. Restores and purges go through ContentWriter like every admin change,
 * so each has its audit row.
 */
@Injectable()
export class TrashService {
  private readonly retentionMs: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: ContentWriter,
    @Inject(SERVICE_CONFIG) config: ContentConfig,
  ) {
    this.retentionMs = config.TRASH_RETENTION_DAYS * DAY_MS;
  }

  /** Everything in the trash, the latest deletion first, with who deleted it and when it goes. */
  async list(): Promise<TrashItem[]> {
    const manager = this.dataSource.manager;
    const items: (Omit<TrashItem, 'deletedBy'> & { at: number })[] = [];
    for (const kind of PURGE_ORDER) {
      const rules = KINDS[kind];
      const rows = await manager.find(rules.entity, { withDeleted: true, where: { deletedAt: Not(IsNull()) } as never });
      for (const row of rows) {
        const deletedAt = row.deletedAt!;
        items.push({
          kind,
          id: row.id,
          title: rules.title(row),
          slug: row.slug,
          deletedAt: deletedAt.toISOString(),
          purgeAt: new Date(deletedAt.getTime() + this.retentionMs).toISOString(),
          at: deletedAt.getTime(),
        });
      }
    }
    const deleters = await this.deleters(
      manager,
      items.map((item) => item.id),
    );
    return items
      .sort((a, b) => b.at - a.at || a.id.localeCompare(b.id))
      .map(({ at: _at, ...item }) => ({ ...item, deletedBy: deleters.get(item.id) ?? null }));
  }

  /**
   * Brings an item back. Refused (409) when a live item took its slug (or a category's name)
   * meanwhile, or when a post's or guide's category is itself in the trash.
   */
  async restore(
    kind: TrashKind,
    { actor, id, requestId }: { actor: Actor; id: string; requestId?: string | undefined },
  ): Promise<TrashRestored> {
    const rules = KINDS[kind];
    return this.writer.write(
      { actor, requestId, action: 'restore', kind },
      async (manager) => {
        const row = await manager
          .createQueryBuilder(rules.entity, 'item')
          .withDeleted()
          .where('item.id = :id', { id })
          .andWhere('item.deletedAt IS NOT NULL')
          .setLock('pessimistic_write')
          .getOne();
        if (!row) throw rpcError(rules.notFound, `No ${kind} with id ${id} in the trash`);
        await this.requireFreeToRestore(manager, kind, row);
        await manager.restore(rules.entity, { id });
        const after = await kindView(rules, manager, id);
        // What visitors can see again is what a save of it shows them.
        return { entityId: id, before: null, after, answer: { kind, id }, notices: await savedNotices(rules, manager, id) };
      },
      async (entityId) => ({ kind, id: entityId }),
    );
  }

  /**
   * Purges every item deleted at least TRASH_RETENTION_DAYS before `now`, each in its own
   * transaction with its audit row. Replicas sweeping at once skip the rows another one holds
   * (SKIP LOCKED) and find them gone afterwards, so each item is purged, and audited, once. A
   * category still holding trashed posts or guides waits for them.
   */
  async sweep(now: Date = new Date()): Promise<TrashSwept> {
    const cutoff = new Date(now.getTime() - this.retentionMs);
    const purged: TrashSwept['purged'] = [];
    for (const kind of PURGE_ORDER) {
      const rules = KINDS[kind];
      const due = await this.dataSource.manager.find(rules.entity, {
        withDeleted: true,
        where: { deletedAt: LessThanOrEqual(cutoff) } as never,
        select: { id: true } as never,
        order: { deletedAt: 'ASC' } as never,
      });
      for (const { id } of due) {
        if (await this.purge(kind, id, cutoff)) purged.push({ kind, id });
      }
    }
    return { purged };
  }

  private async purge(kind: TrashKind, id: string, cutoff: Date): Promise<boolean> {
    const rules = KINDS[kind];
    try {
      await this.writer.write(
        { actor: SWEEP_ACTOR, action: 'purge', kind },
        async (manager) => {
          const row = await manager
            .createQueryBuilder(rules.entity, 'item')
            .withDeleted()
            .where('item.id = :id', { id })
            .andWhere('item.deletedAt <= :cutoff', { cutoff })
            .setLock('pessimistic_write')
            .setOnLocked('skip_locked')
            .getOne();
          if (!row) throw new AlreadyGone();
          if (kind === 'category' && (await inCategory(manager, id)) > 0) throw new AlreadyGone();
          await manager.delete(rules.entity, { id });
          const before = { id, slug: row.slug, title: rules.title(row), deletedAt: row.deletedAt!.toISOString() };
          // Its pages left the search index and the caches when it was deleted: nothing to announce.
          return { entityId: id, before, after: null, answer: true, notices: [] };
        },
        async () => true,
      );
      return true;
    } catch (error) {
      if (error instanceof AlreadyGone) return false;
      throw error;
    }
  }

  private async requireFreeToRestore(manager: EntityManager, kind: TrashKind, row: Trashable): Promise<void> {
    const rules = KINDS[kind];
    const noun = kind;
    if (await manager.existsBy(rules.entity, { slug: row.slug } as never)) {
      throw rpcError(
        ErrorCode.SlugTaken,
        `Another ${noun} now uses the slug "${row.slug}": change that ${noun}'s slug, or delete it, before restoring this one.`,
      );
    }
    // A kind whose name is unique too (a category) needs it free as well.
    const name = (row as Partial<Category>).name;
    if (rules.unique.some(({ field }) => field === 'name') && (await manager.existsBy(rules.entity, { name } as never))) {
      throw rpcError(ErrorCode.SlugTaken, `Another ${noun} is now named "${name}": rename it before restoring this one.`);
    }
    if (kind === 'post' || kind === 'guide') {
      const categoryId = (row as Post | Guide).categoryId;
      if (!(await manager.existsBy(Category, { id: categoryId }))) {
        const category = await manager.findOne(Category, { where: { id: categoryId }, withDeleted: true });
        throw rpcError(ErrorCode.Conflict, `Its category "${category?.name ?? categoryId}" is in the trash: restore the category first.`);
      }
    }
  }

  /** The person who moved each item to the trash: the latest delete entry of the audit log. */
  private async deleters(manager: EntityManager, ids: string[]): Promise<Map<string, Actor>> {
    if (ids.length === 0) return new Map();
    const entries = await manager.find(AuditLog, {
      where: { entityId: In(ids), action: 'delete' },
      order: { at: 'ASC' },
      select: { entityId: true, actorUid: true, actorEmail: true, at: true },
    });
    return new Map(entries.map((entry) => [entry.entityId, { uid: entry.actorUid, email: entry.actorEmail }]));
  }
}

/** Posts and guides in the category, those in the trash included: what a category's purge waits for. */
async function inCategory(manager: EntityManager, categoryId: string): Promise<number> {
  const posts = await manager.count(Post, { where: { categoryId }, withDeleted: true });
  const guides = await manager.count(Guide, { where: { categoryId }, withDeleted: true });
  return posts + guides;
}
