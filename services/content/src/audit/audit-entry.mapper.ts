import type { AuditEntry } from '@livefully/contracts';
import type { AuditLog } from './audit-log.entity.js';

export function toAuditEntry(row: AuditLog): AuditEntry {
  return {
    id: row.id,
    actor: { uid: row.actorUid, email: row.actorEmail },
    action: row.action,
    kind: row.kind,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
    at: row.at.toISOString(),
  };
}
