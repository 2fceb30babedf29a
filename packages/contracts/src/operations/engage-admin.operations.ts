import { z } from 'zod';
import {
  AdminContactMessageSchema,
  AppIdSchema,
  AppSubscriberQuerySchema,
  AppSubscriberSchema,
  ContactHandledInputSchema,
  ContactMessagePageSchema,
  ContactMessageQuerySchema,
  EngageCountsSchema,
  NewsletterSubscriberSchema,
  SetContactHandledSchema,
} from '../engage.schemas.js';
import { operation, type RouteInput } from './operation.js';
import { blankAsAbsent } from './query-readers.js';
import { adminRoute } from './routes.js';
import { ADMINISTRATOR, CONTRIBUTOR } from './staff-rules.js';

/**
 * The admin inbox and subscriber lists. The CSV downloads of the same lists are routes of the
 * gateway's own (they answer text/csv) that send listNewsletterSubscribers and listAppSubscribers.
 */
export const engageAdminOperations = {
  listContactMessages: operation({
    name: 'listContactMessages',
    summary: 'Contact messages, newest first, a page at a time',
    service: 'engage',
    pattern: 'engage.admin.contact-messages.list',
    message: ContactMessageQuerySchema,
    response: ContactMessagePageSchema,
    http: adminRoute('GET', '/api/admin/contact-messages', ADMINISTRATOR, {
      query: { schema: ContactMessageQuerySchema, label: 'query', read: blankAsAbsent('status', 'limit', 'cursor') },
    }),
  }),
  setContactMessageHandled: operation({
    name: 'setContactMessageHandled',
    summary: 'Marks a contact message handled or open again (idempotent: the first handled time is kept)',
    service: 'engage',
    pattern: 'engage.admin.contact-messages.set-handled',
    message: SetContactHandledSchema,
    response: AdminContactMessageSchema,
    http: adminRoute('PUT', '/api/admin/contact-messages/:id/handled', ADMINISTRATOR, {
      params: { schema: z.object({ id: z.uuid('id must be a UUID') }), label: 'id' },
      body: { schema: ContactHandledInputSchema, label: 'request' },
      toMessage: ({ params, body, actor }: RouteInput) => ({ id: params.id, handled: body.handled, actor }),
    }),
  }),
  listNewsletterSubscribers: operation({
    name: 'listNewsletterSubscribers',
    summary: 'Every newsletter subscriber (also as CSV at newsletter.csv)',
    service: 'engage',
    pattern: 'engage.admin.email-subscriptions.list',
    response: z.array(NewsletterSubscriberSchema),
    http: adminRoute('GET', '/api/admin/subscribers/newsletter', ADMINISTRATOR),
  }),
  listAppSubscribers: operation({
    name: 'listAppSubscribers',
    summary: 'Every app subscriber, or those of one app (also as CSV at apps.csv)',
    service: 'engage',
    pattern: 'engage.admin.app-subscriptions.list',
    message: AppSubscriberQuerySchema,
    response: z.array(AppSubscriberSchema),
    http: adminRoute('GET', '/api/admin/subscribers/apps', ADMINISTRATOR, {
      // The route says `app`; the message (and so the 400's field) says `appName`.
      query: {
        schema: AppSubscriberQuerySchema,
        label: 'query',
        read: (raw: Record<string, unknown>) => ({ appName: raw.app === '' ? undefined : raw.app }),
        docs: z.object({ app: AppIdSchema.optional() }),
      },
    }),
  }),
  counts: operation({
    name: 'engageCounts',
    summary: "The dashboard's numbers: open messages, newsletter and per-app subscribers",
    service: 'engage',
    pattern: 'engage.admin.counts',
    response: EngageCountsSchema,
    http: adminRoute('GET', '/api/admin/engage/counts', CONTRIBUTOR),
  }),
} as const;
