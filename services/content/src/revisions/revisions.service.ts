import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CategoryInputSchema,
  ErrorCode,
  GuideInputSchema,
  PostInputSchema,
  TopicInputSchema,
  toFieldIssues,
  type Actor,
  type AdminCategory,
  type AdminGuide,
  type AdminPost,
  type AdminTopic,
  type Revision as RevisionView,
  type RevisionKind,
  type RevisionList,
  type RevisionSummary,
  type RestoredRevision,
} from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { DataSource } from 'typeorm';
import { EDITABLE_KINDS } from '../content-kinds/editable-kinds.js';
import { AdminCategoriesService } from '../categories/admin/admin-categories.service.js';
import { AdminGuidesService } from '../guides/admin/admin-guides.service.js';
import { AdminPostsService } from '../posts/admin/admin-posts.service.js';
import { AdminTopicsService } from '../topics/admin/admin-topics.service.js';
import { withoutMissingImages } from './missing-images.js';
import { Revision } from './revision.entity.js';

/** A kept admin view back into the editor's input: the fields the view shares with the input. */
const INPUT = {
  // A read time that followed the words keeps following them.
  post: (content: Record<string, unknown>) =>
    PostInputSchema.safeParse({ ...content, readTime: content.readTimeSet === true ? content.readTime : undefined }),
  guide: (content: Record<string, unknown>) => GuideInputSchema.safeParse(content),
  topic: (content: Record<string, unknown>) => TopicInputSchema.safeParse(content),
  category: (content: Record<string, unknown>) => CategoryInputSchema.safeParse(content),
};

/** An update that restores a revision: its input is the kept view parsed with the kind's input schema. */
interface RestoreUpdate {
  actor: Actor;
  id: string;
  version: number;
  requestId: string | undefined;
  restoredFrom: number;
  input: never;
}

export interface RevisionAddress {
  kind: RevisionKind;
  id: string;
}

/** Reads an item's history, restores a revision through the normal write path, keeps autosaves. */
@Injectable()
export class RevisionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly posts: AdminPostsService,
    private readonly guides: AdminGuidesService,
    private readonly topics: AdminTopicsService,
    private readonly categories: AdminCategoriesService,
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
   * The old content saved as the item's next version: audit row, events and cache drops as any
   * save. Images deleted from the media library since are left out and named in the answer.
   */
  async restore(
    command: RevisionAddress & { actor: Actor; number: number; version: number; requestId?: string | undefined },
  ): Promise<RestoredRevision<AdminPost | AdminGuide | AdminTopic | AdminCategory>> {
    const revision = await this.get(command);
    const parsed = INPUT[command.kind](revision.content);
    if (!parsed.success) {
      throw rpcError(
        ErrorCode.Validation,
        `Revision ${command.number} no longer makes a valid ${command.kind}`,
        toFieldIssues(parsed.error),
      );
    }
    const { input, dropped } = await withoutMissingImages(this.dataSource.manager, command.kind, parsed.data);
    const update = {
      actor: command.actor,
      id: command.id,
      version: command.version,
      requestId: command.requestId,
      restoredFrom: command.number,
      // Parsed above with the kind's own input schema.
      input: input as never,
    };
    return { item: await this.save(command.kind, update), droppedImages: dropped };
  }

  private save(kind: RevisionKind, update: RestoreUpdate): Promise<AdminPost | AdminGuide | AdminTopic | AdminCategory> {
    switch (kind) {
      case 'post':
        return this.posts.update(update);
      case 'guide':
        return this.guides.update(update);
      case 'topic':
        return this.topics.update(update);
      case 'category':
        return this.categories.update(update);
    }
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
    const { entity, notFound } = EDITABLE_KINDS[kind];
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
