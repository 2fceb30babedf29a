import { Inject, Injectable } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import type { Actor, RevisionKind } from '@livefully/contracts';
import { SERVICE_CONFIG } from '@livefully/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import type { UniqueColumn } from '../content-kinds/content-kind.js';
import { AuditLog, type AuditAction, type AuditKind } from '../audit/audit-log.entity.js';
import type { ContentConfig } from '../config/content.config.js';
import { ContentEventsPublisher } from '../events/content-events.publisher.js';
import type { ContentNotice } from '../events/content-notice.js';
import { keepRevision } from '../revisions/revision-writes.js';
import { toCallerError } from './database-errors.js';

export interface WriteCommand {
  actor: Actor;
  requestId?: string | undefined;
  action: AuditAction;
  kind: AuditKind;
  /** The values a unique constraint may refuse, for a message that names them. */
  slug?: string;
  name?: string;
  /** The kind's unique columns (its descriptor's), for a clash on one of them. */
  unique?: readonly UniqueColumn[] | undefined;
  /** The kind a create or update keeps its revision under: set by the editable kinds' saves. */
  revision?: RevisionKind | undefined;
  /** For a restore: the revision whose content this update brings back. */
  restoredFrom?: number | undefined;
}

/** What one admin change did, as its transaction reports it. */
export interface Change<T> {
  entityId: string;
  /** Admin views of the item, null before a create and after a delete; kept in the audit log. */
  before: object | null;
  after: object | null;
  answer: T;
  /** Sent as content.changed once the transaction has committed. */
  notices: ContentNotice[];
}

/**
 * Every admin write goes through here: the change, its audit row and (for a create or an
 * update) its revision in one transaction, then the content.changed events. A write that carries a request id already in the audit log
 * (the same message delivered to a second replica, or sent again) is not done again: it is
 * answered from the current state of the item it wrote.
 */
@Injectable()
export class ContentWriter {
  private readonly keepRevisions: number | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: ContentEventsPublisher,
    @Inject(SERVICE_CONFIG) config: ContentConfig,
  ) {
    this.keepRevisions = config.REVISIONS_KEEP;
  }

  async write<T>(
    command: WriteCommand,
    work: (manager: EntityManager) => Promise<Change<T>>,
    replay: (entityId: string) => Promise<T>,
  ): Promise<T> {
    let outcome: { change: Change<T> } | { replayOf: string };
    try {
      outcome = await this.dataSource.transaction(async (manager) => {
        const done = await this.alreadyDone(manager, command.requestId);
        if (done) return { replayOf: done };
        const change = await work(manager);
        await manager.insert(AuditLog, {
          actorUid: command.actor.uid,
          actorEmail: command.actor.email,
          action: command.action,
          kind: command.kind,
          entityId: change.entityId,
          before: change.before,
          after: change.after,
          requestId: command.requestId ?? null,
        });
        // Saves of the editable content keep a revision; a media item, a preview link, a trash move
        // or restore and the sweep's purge do not change the content.
        if ((command.action === 'create' || command.action === 'update') && command.revision) {
          await keepRevision(manager, {
            kind: command.revision,
            actor: command.actor,
            entityId: change.entityId,
            before: change.before,
            after: change.after,
            restoredFrom: command.restoredFrom,
            keep: this.keepRevisions,
          });
        }
        return { change };
      });
    } catch (error) {
      if (error instanceof RpcException) throw error;
      throw toCallerError(error, command) ?? error;
    }
    if ('replayOf' in outcome) return replay(outcome.replayOf);
    this.events.publish(outcome.change.notices);
    return outcome.change.answer;
  }

  /** Replicas holding the same request take turns; the later one finds the earlier one's row. */
  private async alreadyDone(manager: EntityManager, requestId: string | undefined): Promise<string | undefined> {
    if (!requestId) return undefined;
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`content.admin:${requestId}`]);
    const row = await manager.findOne(AuditLog, { where: { requestId }, select: { id: true, entityId: true } });
    return row?.entityId;
  }
}
