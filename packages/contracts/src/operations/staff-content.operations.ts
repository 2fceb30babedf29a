import { HandedOverSchema, HandOverPostsSchema, RecordedSchema, RecordStaffAuditSchema } from '../staff.schemas.js';
import { operation } from './operation.js';

/** The content service's part of a staff change (docs/roles.md): its audit row, and a removed member's posts. */
export const staffContentOperations = {
  recordStaffAudit: operation({
    name: 'recordStaffAudit',
    summary: "Writes a staff change's audit row (kind `staff`); a request id already recorded writes nothing",
    service: 'content',
    pattern: 'content.admin.audit.staff',
    message: RecordStaffAuditSchema,
    response: RecordedSchema,
  }),
  handOverPosts: operation({
    name: 'handOverPosts',
    summary: 'Moves the posts a removed member created to the member chosen to take them',
    service: 'content',
    pattern: 'content.admin.posts.hand-over',
    message: HandOverPostsSchema,
    response: HandedOverSchema,
  }),
} as const;
