import type { PreviewLinkSummary } from '@livefully/contracts';
import type { PreviewLink } from './preview-link.entity.js';

export function toPreviewLinkSummary(row: PreviewLink): PreviewLinkSummary {
  return {
    id: row.id,
    postId: row.postId,
    createdBy: { uid: row.createdByUid, email: row.createdByEmail },
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
