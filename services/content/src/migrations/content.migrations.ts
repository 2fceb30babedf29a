import { CreateContentTables1763769600000 } from './1763769600000-create-content-tables.js';
import { CreateSeedLedger1763769600001 } from './1763769600001-create-seed-ledger.js';
import { AddAdminEditing1763769600002 } from './1763769600002-add-admin-editing.js';
import { CreateMediaItems1764100000001 } from './1764100000001-create-media-items.js';
import { AddRevisions1764200000000 } from './1764200000000-add-revisions.js';
import { AddTrash1764300000001 } from './1764300000001-add-trash.js';
import { AddPreviewLinks1764400000000 } from './1764400000000-add-preview-links.js';
import { DraftsWithoutPublishDate1764500000000 } from './1764500000000-drafts-without-publish-date.js';
import { AddPostOwner1795824000002 } from './1795824000002-add-post-owner.js';
import { AddAuthors1795824000100 } from './1795824000100-add-authors.js';
import { AddPostReview1795824000200 } from './1795824000200-add-post-review.js';
import { AuditStaffChanges1795824000310 } from './1795824000310-audit-staff-changes.js';
import { AddMediaFocal1795900000100 } from './1795900000100-add-media-focal.js';
import { AddSearchSharing1795900000200 } from './1795900000200-add-search-sharing.js';
import { AddPostFeatured1796000000100 } from './1796000000100-add-post-featured.js';

/** Listed by class rather than found by glob, so the same list works from src (tests) and dist. */
export const CONTENT_MIGRATIONS = [
  CreateContentTables1763769600000,
  CreateSeedLedger1763769600001,
  AddAdminEditing1763769600002,
  CreateMediaItems1764100000001,
  AddRevisions1764200000000,
  AddTrash1764300000001,
  AddPreviewLinks1764400000000,
  DraftsWithoutPublishDate1764500000000,
  AddPostOwner1795824000002,
  AddAuthors1795824000100,
  AddPostReview1795824000200,
  AuditStaffChanges1795824000310,
  AddMediaFocal1795900000100,
  AddSearchSharing1795900000200,
  AddPostFeatured1796000000100,
];
