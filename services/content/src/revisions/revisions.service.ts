import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  toFieldIssues,
  type Actor,
  type Revision as RevisionView,
  type RevisionKind,
  type RevisionList,
  type RevisionSummary,
  type RestoredRevision,
} from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { DataSource } from 'typeorm';
import { KindRegistry } from '../content-kinds/kind-registry.js';
import { withoutMissingImages } from './missing-images.js';
import { Revision } from './revision.entity.js';

export interface RevisionAddress {
  kind: RevisionKind;
  id: string;
}

/** Reads an item's history, restores a revision through the normal write path, keeps autosaves. */
@Injectable()
export class RevisionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly kinds: KindRegistry,
  ) {}

  async list({ kind, id }: RevisionAddress): Promise<RevisionList> {
    const currentVersion = await this.currentVersion(kind, id);
    const rows = await this.dataSource.manager.find(Revision, {
      where: { kind, entityId: id },
      select: {
        id: true,
        kind: true,
        entityId: true,
        number: true,
        source: true,
        restoredFrom: true,
        baseVersion: true,
        actorUid: true,
        actorEmail: true,
        at: true,
      },
      order: { at: 'DESC', number: 'DESC' },
    });
    return { currentVersion, revisions: rows.map(toSummary) };
  }

  async get({ kind, id, number }: RevisionAddress & { number: number }): Promise<RevisionView> {
    await this.currentVersion(kind, id);
    const row = await this.dataSource.manager.findOneBy(Revision, { kind, entityId: id, number });
    if (!row) throw rpcError(ErrorCode.RevisionNotFound, `No revision ${number} of ${kind} ${id}`);
    return { ...toSummary(row), content: row.content as Record<string, unknown> };
  }

  /**
   * The old content saved as the item's next version, through the kind's own update: audit row,
   * events and cache drops as any save. The kept view is parsed back into the kind's input with
   * its descriptor; images deleted from the media library since are left out and named in the answer.
   */
  async restore(
    command: RevisionAddress & { actor: Actor; number: number; version: number; requestId?: string | undefined },
  ): Promise<RestoredRevision<{ version: number }>> {
    const revision = await this.get(command);
    const service = this.kinds.get(command.kind);
    const { kind } = service;
    const parsed = kind.input.safeParse(kind.inputOfView ? kind.inputOfView(revision.content) : revision.content);
    if (!parsed.success) {
      throw rpcError(
        ErrorCode.Validation,
        `Revision ${command.number} no longer makes a valid ${command.kind}`,
        toFieldIssues(parsed.error),
      );
    }
    const { input, dropped } = kind.illustrated
      ? await withoutMissingImages(this.dataSource.manager, parsed.data)
      : { input: parsed.data, dropped: [] };
    const item = await service.update({
      actor: command.actor,
      id: command.id,
      version: command.version,
      requestId: command.requestId,
      restoredFrom: command.number,
      input,
    });
    return { item, droppedImages: dropped };
  }

  async getAutosave({ kind, id, actor }: RevisionAddress & { actor: Actor }): Promise<RevisionView | null> {
    await this.currentVersion(kind, id);
    const row = await this.dataSource.manager.findOneBy(Revision, { kind, entityId: id, source: 'autosave', actorUid: actor.uid });
    return row ? { ...toSummary(row), content: row.content as Record<string, unknown> } : null;
  }

  /** One autosave per item and person, replaced each time; the live item does not change. */
  async autosave({
    kind,
    id,
    actor,
    values,
    baseVersion,
  }: RevisionAddress & { actor: Actor; values: Record<string, unknown>; baseVersion: number }): Promise<RevisionSummary> {
    await this.currentVersion(kind, id);
    const table = this.dataSource.getMetadata(Revision).tablePath;
    const [row] = (await this.dataSource.query(
      `INSERT INTO ${table} (kind, entity_id, number, source, base_version, actor_uid, actor_email, content)
       VALUES ($1, $2, NULL, 'autosave', $3, $4, $5, $6)
       ON CONFLICT (kind, entity_id, actor_uid) WHERE source = 'autosave'
       DO UPDATE SET base_version = EXCLUDED.base_version, actor_email = EXCLUDED.actor_email, content = EXCLUDED.content, at = clock_timestamp()
       RETURNING id, at`,
      [kind, id, baseVersion, actor.uid, actor.email, JSON.stringify(values)],
    )) as { id: string; at: Date }[];
    return {
      id: row!.id,
      kind,
      entityId: id,
      number: null,
      source: 'autosave',
      restoredFrom: null,
      baseVersion,
      actor,
      at: new Date(row!.at).toISOString(),
    };
  }

  private async currentVersion(kind: RevisionKind, id: string): Promise<number> {
    const { entity, notFound } = this.kinds.get(kind).kind;
    const item = await this.dataSource.manager.findOne<{ id: string; version: number }>(entity, {
      where: { id },
      select: { id: true, version: true },
    });
    if (!item) throw rpcError(notFound, `No ${kind} with id ${id}`);
    return item.version;
  }
}

function toSummary(row: Revision): RevisionSummary {
  return {
    id: row.id,
    kind: row.kind,
    entityId: row.entityId,
    number: row.number,
    source: row.source,
    restoredFrom: row.restoredFrom,
    baseVersion: row.baseVersion,
    actor: row.actorUid === null ? null : { uid: row.actorUid, email: row.actorEmail },
    at: row.at.toISOString(),
  };
}
