import { Injectable, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Actor, AdminDeleted, ServiceOperation } from '@livefully/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { ContentWriter } from '../editing/content-writer.js';
import { deleted } from '../events/content-notice.js';
import { requireVersion, type VersionedUpdate } from '../revisions/revision-writes.js';
import type { ContentKind, KindDelete, KindRow, KindWrite } from './content-kind.js';
import { KindRegistry } from './kind-registry.js';
import { kindQuery, kindView, savedNotices } from './kind-view.js';
import { requireOwnership } from './ownership.js';

/**
 * The admin side of one kind, made from its descriptor: every status, and writes through
 * ContentWriter (one transaction with the audit row and revision, then the events).
 */
export class AdminKindService<Row extends KindRow, Input extends { slug: string }, View extends { version: number }> {
  constructor(
    readonly kind: ContentKind<Row, Input, View>,
    private readonly dataSource: DataSource,
    private readonly writer: ContentWriter,
    private readonly moduleRef: ModuleRef,
    registry: KindRegistry,
  ) {
    registry.add(this);
  }

  async list(): Promise<View[]> {
    const { alias } = this.kind;
    const rows = await kindQuery(this.kind, this.dataSource.manager)
      .orderBy(`${alias}.updatedAt`, 'DESC')
      .addOrderBy(`${alias}.id`, 'ASC')
      .getMany();
    return this.kind.views(this.dataSource.manager, rows);
  }

  get(id: string): Promise<View> {
    return this.view(this.dataSource.manager, id);
  }

  private view(manager: EntityManager, id: string): Promise<View> {
    return kindView(this.kind, manager, id);
  }

  async create({ actor, input, requestId }: KindWrite<Input>): Promise<View> {
    const kind = this.kind;
    kind.validate?.(input);
    kind.authorize?.(actor, input);
    return this.afterCommit(
      await this.writer.write(
        { actor, requestId, action: 'create', kind: kind.kind, revision: kind.kind, unique: kind.unique, ...this.uniqueValues(input) },
        async (manager) => {
          await kind.references?.(manager, input);
          const { identifiers } = await manager.insert(kind.entity, {
            ...kind.columns(input),
            ...kind.owner?.columns(actor),
            ...(await kind.actorColumns?.(manager, actor, input, null)),
          });
          const id = String(identifiers[0]!.id);
          await kind.relations?.(manager, id, input, null);
          const after = await this.view(manager, id);
          return { entityId: id, before: null, after, answer: after, notices: await this.savedNotices(manager, id) };
        },
        (id) => this.get(id),
      ),
    );
  }

  /** A full replace of the editor's fields, based on the version the edit started from. */
  async update({ actor, id, input, version, requestId, restoredFrom }: KindWrite<Input> & VersionedUpdate): Promise<View> {
    const kind = this.kind;
    kind.validate?.(input);
    kind.authorize?.(actor, input);
    return this.afterCommit(
      await this.writer.write(
        {
          actor,
          requestId,
          action: 'update',
          kind: kind.kind,
          revision: kind.kind,
          unique: kind.unique,
          ...this.uniqueValues(input),
          restoredFrom,
        },
        async (manager) => {
          await this.lock(manager, id);
          const before = await this.view(manager, id);
          await this.requireOwnership(manager, kind.operations.update, actor, id);
          requireVersion(before, version, input);
          await kind.references?.(manager, input);
          await manager.update(
            kind.entity,
            { id },
            { ...kind.columns(input), ...(await kind.actorColumns?.(manager, actor, input, before)) },
          );
          await kind.relations?.(manager, id, input, before);
          const after = await this.view(manager, id);
          return { entityId: id, before, after, answer: after, notices: await this.savedNotices(manager, id) };
        },
        (entityId) => this.get(entityId),
      ),
    );
  }

  /** A soft delete: the item goes to the trash. */
  async remove({ actor, id, requestId }: KindDelete): Promise<AdminDeleted> {
    const kind = this.kind;
    return this.afterCommit(
      await this.writer.write(
        { actor, requestId, action: 'delete', kind: kind.kind },
        async (manager) => {
          // Locked first: an item being pointed at it now waits for this transaction.
          await this.lock(manager, id);
          const before = await this.view(manager, id);
          await this.requireOwnership(manager, kind.operations.remove, actor, id);
          const others = (await kind.beforeDelete?.(manager, before)) ?? [];
          await manager.softDelete(kind.entity, { id });
          return { entityId: id, before, after: null, answer: { id }, notices: [deleted(kind.kind, id), ...others] };
        },
        async (entityId) => ({ id: entityId }),
      ),
    );
  }

  /** Holds the row until commit, so the audit's "before" is the state this change replaced. */
  private async lock(manager: EntityManager, id: string): Promise<void> {
    const { alias, entity } = this.kind;
    await manager
      .createQueryBuilder(entity, alias)
      .select(`${alias}.id`)
      .where(`${alias}.id = :id`, { id })
      .setLock('pessimistic_write')
      .getOne();
  }

  /** Refuses a member below the operation's `others` role on an item that is not theirs (docs/roles.md). */
  private async requireOwnership(manager: EntityManager, op: ServiceOperation, actor: Actor, id: string): Promise<void> {
    const { owner, entity } = this.kind;
    if (!owner) return;
    const row = await manager.findOneByOrFail(entity, { id } as never);
    requireOwnership(op, actor, owner.uidOf(row), this.kind.kind);
  }

  private savedNotices(manager: EntityManager, id: string) {
    return savedNotices(this.kind, manager, id);
  }

  /** The values a unique constraint may refuse, for a message that names them. */
  private uniqueValues(input: Input): { slug?: string; name?: string } {
    const values: { slug?: string; name?: string } = {};
    for (const { field } of this.kind.unique) {
      const value = (input as Record<string, unknown>)[field];
      if (typeof value === 'string') values[field] = value;
    }
    return values;
  }

  private async afterCommit<T>(answer: T): Promise<T> {
    await this.kind.afterCommit?.((token) => this.moduleRef.get(token, { strict: false }));
    return answer;
  }
}

/** The injectable service of one kind: `export class AdminTopicsService extends adminKindService(topicKind) {}`. */
export function adminKindService<Row extends KindRow, Input extends { slug: string }, View extends { version: number }>(
  kind: ContentKind<Row, Input, View>,
): Type<AdminKindService<Row, Input, View>> {
  @Injectable()
  class KindService extends AdminKindService<Row, Input, View> {
    constructor(dataSource: DataSource, writer: ContentWriter, moduleRef: ModuleRef, registry: KindRegistry) {
      super(kind, dataSource, writer, moduleRef, registry);
    }
  }
  return KindService;
}
