import { StaffNoticeMessageSchema, StaffNoticeReceiptSchema } from '../staff.schemas.js';
import { operation } from './operation.js';

/**
 * The engage service's staff mail: one internal message for every kind of staff notice (an
 * invitation today; a review requested or a post sent back can join the union), queued durably
 * like every mail of the site and sent by its worker (docs/mail.md).
 */
export const staffNoticeOperations = {
  staffNotice: operation({
    name: 'staffNotice',
    summary: 'Queues a staff notice mail (an invitation, …); answers once the job is stored',
    service: 'engage',
    pattern: 'engage.staff.notice',
    message: StaffNoticeMessageSchema,
    response: StaffNoticeReceiptSchema,
  }),
} as const;
