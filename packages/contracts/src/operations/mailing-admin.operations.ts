import { z } from 'zod';
import {
  CreateMailingSchema,
  MailingActionSchema,
  MailingIdSchema,
  MailingInputSchema,
  MailingPreviewSchema,
  MailingQuerySchema,
  MailingScheduleInputSchema,
  MailingSchema,
  MailingTestReceiptSchema,
  ScheduleMailingSchema,
  UpdateMailingSchema,
} from '../mail.schemas.js';
import { AdminDeletedSchema } from '../admin.schemas.js';
import { operation, type RouteInput } from './operation.js';
import { blankAsAbsent } from './query-readers.js';
import { adminRoute } from './routes.js';
import { ADMINISTRATOR } from './staff-rules.js';

const idParam = { schema: MailingIdSchema, label: 'id' };
const mailingBody = { schema: MailingInputSchema, label: 'mailing' };

/**
 * Mailings (docs/mail.md): a newsletter issue or an app announcement, written as a draft,
 * previewed, tried on the admin's own address, then sent to the list's confirmed entries
 * through the engage service's job queue.
 */
export const mailingAdminOperations = {
  listMailings: operation({
    name: 'listMailings',
    summary: 'Mailings, newest first, of every list or of one',
    service: 'engage',
    pattern: 'engage.admin.mailings.list',
    message: MailingQuerySchema,
    response: z.array(MailingSchema),
    http: adminRoute('GET', '/api/admin/mailings', ADMINISTRATOR, {
      query: { schema: MailingQuerySchema, label: 'query', read: blankAsAbsent('list') },
    }),
  }),
  createMailing: operation({
    name: 'createMailing',
    summary: 'Writes a draft mailing',
    service: 'engage',
    pattern: 'engage.admin.mailings.create',
    message: CreateMailingSchema,
    response: MailingSchema,
    http: adminRoute('POST', '/api/admin/mailings', ADMINISTRATOR, {
      body: mailingBody,
      toMessage: ({ body, actor, requestId }: RouteInput) => ({ actor, input: body, requestId }),
    }),
  }),
  getMailing: operation({
    name: 'getMailing',
    summary: 'One mailing with its live counts (sent, pending, failed)',
    service: 'engage',
    pattern: 'engage.admin.mailings.get',
    message: MailingIdSchema,
    response: MailingSchema,
    http: adminRoute('GET', '/api/admin/mailings/:id', ADMINISTRATOR, { params: idParam }),
  }),
  updateMailing: operation({
    name: 'updateMailing',
    summary: 'Changes a draft; 409 once it is sending or sent',
    service: 'engage',
    pattern: 'engage.admin.mailings.update',
    message: UpdateMailingSchema,
    response: MailingSchema,
    http: adminRoute('PUT', '/api/admin/mailings/:id', ADMINISTRATOR, {
      params: idParam,
      body: mailingBody,
      errors: [409],
      toMessage: ({ params, body, actor }: RouteInput) => ({ actor, id: params.id, input: body }),
    }),
  }),
  previewMailing: operation({
    name: 'previewMailing',
    summary: 'The mailing as a recipient gets it: subject, HTML and text (with a sample unsubscribe link)',
    service: 'engage',
    pattern: 'engage.admin.mailings.preview',
    message: MailingIdSchema,
    response: MailingPreviewSchema,
    http: adminRoute('GET', '/api/admin/mailings/:id/preview', ADMINISTRATOR, { params: idParam }),
  }),
  testMailing: operation({
    name: 'testMailing',
    summary: "Sends the mailing, marked [Test], to the signed-in admin's own address",
    service: 'engage',
    pattern: 'engage.admin.mailings.test',
    message: MailingActionSchema,
    response: MailingTestReceiptSchema,
    http: adminRoute('POST', '/api/admin/mailings/:id/test', ADMINISTRATOR, {
      status: 202,
      params: idParam,
      toMessage: ({ params, actor, requestId }: RouteInput) => ({ actor, id: params.id, requestId }),
    }),
  }),
  sendMailing: operation({
    name: 'sendMailing',
    summary: "Sends the mailing to the list's confirmed entries; idempotent while sending; 409 once sent",
    service: 'engage',
    pattern: 'engage.admin.mailings.send',
    message: MailingActionSchema,
    response: MailingSchema,
    http: adminRoute('POST', '/api/admin/mailings/:id/send', ADMINISTRATOR, {
      status: 202,
      params: idParam,
      errors: [409],
      toMessage: ({ params, actor, requestId }: RouteInput) => ({ actor, id: params.id, requestId }),
    }),
  }),
  deleteMailing: operation({
    name: 'deleteMailing',
    summary: 'Deletes a draft; 409 once it is scheduled, sending or sent',
    service: 'engage',
    pattern: 'engage.admin.mailings.delete',
    message: MailingActionSchema,
    response: AdminDeletedSchema,
    http: adminRoute('DELETE', '/api/admin/mailings/:id', ADMINISTRATOR, {
      params: idParam,
      errors: [409],
      toMessage: ({ params, actor, requestId }: RouteInput) => ({ actor, id: params.id, requestId }),
    }),
  }),
  scheduleMailing: operation({
    name: 'scheduleMailing',
    summary: 'Schedules a draft (or moves a scheduled mailing) to be sent at a time ahead; 409 once sending or sent',
    service: 'engage',
    pattern: 'engage.admin.mailings.schedule',
    message: ScheduleMailingSchema,
    response: MailingSchema,
    http: adminRoute('PUT', '/api/admin/mailings/:id/schedule', ADMINISTRATOR, {
      params: idParam,
      body: { schema: MailingScheduleInputSchema, label: 'schedule' },
      errors: [409],
      toMessage: ({ params, body, actor }: RouteInput) => ({ actor, id: params.id, input: body }),
    }),
  }),
  unscheduleMailing: operation({
    name: 'unscheduleMailing',
    summary: 'Cancels the schedule: the mailing is a draft again; 409 once sending or sent',
    service: 'engage',
    pattern: 'engage.admin.mailings.unschedule',
    message: MailingActionSchema,
    response: MailingSchema,
    http: adminRoute('DELETE', '/api/admin/mailings/:id/schedule', ADMINISTRATOR, {
      params: idParam,
      errors: [409],
      toMessage: ({ params, actor }: RouteInput) => ({ actor, id: params.id }),
    }),
  }),
} as const;
