import { authorAdminOperations } from './author-admin.operations.js';
import { contentAdminOperations } from './content-admin.operations.js';
import { contentRevisionOperations, contentRevisionResources } from './content-revisions.operations.js';
import { contentFeedOperations } from './content-feed.operations.js';
import { contentOperations } from './content.operations.js';
import { engageAdminOperations } from './engage-admin.operations.js';
import { engageOperations } from './engage.operations.js';
import { gatewayOperations } from './gateway.operations.js';
import { identityOperations } from './identity.operations.js';
import { mailingAdminOperations } from './mailing-admin.operations.js';
import { mediaAdminOperations } from './media-admin.operations.js';
import { peopleAdminOperations } from './people-admin.operations.js';
import type { Operation } from './operation.js';
import { previewOperations } from './preview.operations.js';
import { searchOperations } from './search.operations.js';
import { staffAdminOperations } from './staff-admin.operations.js';
import { staffContentOperations } from './staff-content.operations.js';
import { staffIdentityOperations } from './staff-identity.operations.js';
import { staffNoticeOperations } from './staff-notice.operations.js';
import { subscriptionOperations } from './subscription.operations.js';
import { trashOperations } from './trash.operations.js';

export * from './operation.js';
export * from './patterns.js';
export { CanarySwitchSchema, type CanarySwitch } from './gateway.operations.js';
export {
  authorAdminOperations,
  contentAdminOperations,
  contentFeedOperations,
  contentOperations,
  contentRevisionOperations,
  contentRevisionResources,
  engageAdminOperations,
  engageOperations,
  gatewayOperations,
  identityOperations,
  mailingAdminOperations,
  peopleAdminOperations,
  previewOperations,
  mediaAdminOperations,
  searchOperations,
  staffAdminOperations,
  staffContentOperations,
  staffIdentityOperations,
  staffNoticeOperations,
  subscriptionOperations,
  trashOperations,
};

/** Every operation of the system: what the gateway binds and the API document lists. */
export const ALL_OPERATIONS: readonly Operation[] = [
  contentOperations,
  contentAdminOperations,
  trashOperations,
  previewOperations,
  contentRevisionOperations,
  contentFeedOperations,
  searchOperations,
  engageOperations,
  engageAdminOperations,
  subscriptionOperations,
  mailingAdminOperations,
  peopleAdminOperations,
  identityOperations,
  gatewayOperations,
  mediaAdminOperations,
  staffAdminOperations,
  staffIdentityOperations,
  staffNoticeOperations,
  staffContentOperations,
  authorAdminOperations,
].flatMap((group) => Object.values(group) as Operation[]);
