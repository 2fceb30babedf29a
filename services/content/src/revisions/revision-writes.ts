import { ErrorCode, type Actor, type RevisionKind } from '@livefully/contracts';
import { RpcException } from '@nestjs/microservices';
import { IsNull, LessThanOrEqual, Not, type EntityManager } from 'typeorm';
import { Revision } from './revision.entity.js';

/** An admin view as the writer sees it: every kept view carries its version. */
type Versioned = { version: number };

function versionOf(view: object | null): number | undefined {
  const version = (view as Partial<Versioned> | null)?.version;
  return typeof version === 'number' ? version : undefined;
}

/**
 * Refuses an update based on a version that is no longer the item's. Called under the item's
 * row lock, after reading `current`, so the check and the write that follows are one step:
 * a second update based on the same version waits for the lock, then finds the raised version.
 */
export function requireVersion(current: object, basedOn: number, yours: unknown): void {
  const version = versionOf(current);
  if (version === undefined || version === basedOn) return;
  throw new RpcException({
    code: ErrorCode.VersionConflict,
    message: `This item was changed by someone else: you edited version ${basedOn}, it is now at version ${version}`,
    details: { yours: { version: basedOn, input: yours }, current },
  });
}

export interface RevisionOfSave {
  kind: RevisionKind;
  actor: Actor;
  entityId: string;
  before: object | null;
  after: object | null;
  /** The revision a restore brought back. */
  restoredFrom?: number | undefined;
  /** Saved revisions kept per item; undefined keeps them all. */
  keep?: number | undefined;
}

/**
 * Keeps a save as a revision, in the save's own transaction: its number is the version the
 * save produced. An item saved for the first time since revisions exist first gets its
 * earlier state as a baseline, so the first change can be compared and undone too. The
 * saver's autosave of the item is done with, and revisions beyond `keep` are pruned.
 */
export async function keepRevision(manager: EntityManager, save: RevisionOfSave): Promise<void> {
  const number = versionOf(save.after);
  if (!save.after || number === undefined) return;
  const { kind, entityId, actor } = save;
  const previous = versionOf(save.before);
  if (save.before && previous !== undefined && previous < number) {
    const any = await manager.exists(Revision, { where: { kind, entityId, number: Not(IsNull()) } });
    if (!any) {
      await manager.insert(Revision, {
        kind,
        entityId,
        number: previous,
        source: 'baseline',
        actorUid: null,
        actorEmail: null,
        content: save.before,
      });
    }
  }
  await manager.insert(Revision, {
    kind,
    entityId,
    number,
    source: save.restoredFrom === undefined ? 'save' : 'restore',
    restoredFrom: save.restoredFrom ?? null,
    actorUid: actor.uid,
    actorEmail: actor.email,
    content: save.after,
  });
  await manager.delete(Revision, { kind, entityId, source: 'autosave', actorUid: actor.uid });
  if (save.keep !== undefined && number - save.keep >= 1) {
    await manager.delete(Revision, { kind, entityId, number: LessThanOrEqual(number - save.keep) });
  }
}

/** What every update carries beyond its fields: the version it was based on, and for a restore, the revision. */
export interface VersionedUpdate {
  id: string;
  version: number;
  restoredFrom?: number | undefined;
}
