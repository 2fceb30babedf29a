import { authorAdminOperations } from './author-admin.operations.js';
import { contentAdminOperations } from './content-admin.operations.js';
import { contentRevisionOperations } from './content-revisions.operations.js';
import { contentFeedOperations } from './content-feed.operations.js';
import { contentOperations } from './content.operations.js';
import { engageAdminOperations } from './engage-admin.operations.js';
import { engageOperations } from './engage.operations.js';
import { identityOperations } from './identity.operations.js';
import { mailingAdminOperations } from './mailing-admin.operations.js';
import { mediaAdminOperations } from './media-admin.operations.js';
import { peopleAdminOperations } from './people-admin.operations.js';
import type { ServiceOperation } from './operation.js';
import { previewOperations } from './preview.operations.js';
import { searchOperations } from './search.operations.js';
import { staffContentOperations } from './staff-content.operations.js';
import { staffIdentityOperations } from './staff-identity.operations.js';
import { staffNoticeOperations } from './staff-notice.operations.js';
import { subscriptionOperations } from './subscription.operations.js';
import { trashOperations } from './trash.operations.js';

/** `{ key: pattern }` of a group of operations: the names callers and tests have long used. */
function patternsOf<G extends Record<string, ServiceOperation>>(group: G): { readonly [K in keyof G]: G[K]['pattern'] } {
  return Object.fromEntries(Object.entries(group).map(([key, op]) => [key, op.pattern])) as { [K in keyof G]: G[K]['pattern'] };
}

export const CONTENT_PATTERNS = { ...patternsOf(contentOperations), ...patternsOf(contentFeedOperations) };
export const CONTENT_EVENTS = { changed: contentFeedOperations.contentChanged.pattern };
export const CONTENT_ADMIN_PATTERNS = patternsOf(contentAdminOperations);
export const AUTHOR_ADMIN_PATTERNS = patternsOf(authorAdminOperations);
export const TRASH_PATTERNS = patternsOf(trashOperations);
export const PREVIEW_PATTERNS = patternsOf(previewOperations);
export const CONTENT_REVISION_PATTERNS = patternsOf(contentRevisionOperations);
export const MEDIA_ADMIN_PATTERNS = patternsOf(
  Object.fromEntries(Object.entries(mediaAdminOperations).filter(([, op]) => op.service !== 'gateway')) as Omit<
    typeof mediaAdminOperations,
    'uploadMedia' | 'setMediaFocal'
  >,
);
export const ENGAGE_PATTERNS = patternsOf(engageOperations);
export const ENGAGE_ADMIN_PATTERNS = patternsOf(engageAdminOperations);
export const SUBSCRIPTION_PATTERNS = patternsOf(subscriptionOperations);
export const MAILING_ADMIN_PATTERNS = patternsOf(mailingAdminOperations);
export const PEOPLE_ADMIN_PATTERNS = patternsOf(peopleAdminOperations);
export const SEARCH_PATTERNS = patternsOf(searchOperations);
export const IDENTITY_PATTERNS = { verifyToken: identityOperations.verifyToken.pattern };
export const STAFF_IDENTITY_PATTERNS = patternsOf(staffIdentityOperations);
export const STAFF_NOTICE_PATTERNS = patternsOf(staffNoticeOperations);
export const STAFF_CONTENT_PATTERNS = patternsOf(staffContentOperations);
