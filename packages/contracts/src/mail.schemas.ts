import { z } from 'zod';
import { ActorSchema } from './admin.schemas.js';
import { APPS } from './apps.js';
import { AppIdSchema, EMAIL_MAX_LENGTH, EmailSubscriptionSchema, type AppId } from './engage.schemas.js';
import { storableString } from './text.js';

/**
 * Subscriptions that reach people (docs/mail.md): double opt-in lists, signed links in the
 * mails, mailings to a list and what is kept about an address.
 */

/** A list: the newsletter, or the notify-me list of one coming app. */
export const ListIdSchema = z.union([z.literal('newsletter'), AppIdSchema], 'list must be newsletter or one of the apps');
export type ListId = z.infer<typeof ListIdSchema>;
export const LIST_IDS: readonly ListId[] = ['newsletter', ...AppIdSchema.options];

export const NEWSLETTER_TITLE = 'Live Fully newsletter';

/** What a person reads for a list: the newsletter's name or the app's title. */
export function listTitle(list: ListId): string {
  if (list === 'newsletter') return NEWSLETTER_TITLE;
  return APPS.find((app) => app.id === (list satisfies AppId))?.title ?? list;
}

export const LIST_ENTRY_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const ListEntryStatusSchema = z.enum(LIST_ENTRY_STATUSES);
export type ListEntryStatus = z.infer<typeof ListEntryStatusSchema>;

/** Defaults of the engage service's settings, named once for the docs and the config. */
export const CONFIRM_TOKEN_TTL_HOURS_DEFAULT = 48;
export const PENDING_EXPIRY_DAYS_DEFAULT = 7;
/** At most one confirmation mail per address in this window, however often the form is sent. */
export const CONFIRMATION_RESEND_MINUTES = 10;

/* ----- Public: the links in the mails ----- */

/** A subscription token: base64url payload, a dot, base64url HMAC-SHA256; bounded so junk is refused before any work. */
export const SubscriptionTokenSchema = storableString('token', {
  error: (issue) => (issue.input === undefined || issue.input === null ? 'token is required' : undefined),
})
  .min(1, 'token is required')
  .max(512, 'token is too long');

/** The body of POST /api/subscriptions/confirm and /unsubscribe, and the query of /one-click. */
export const SubscriptionTokenInputSchema = z.object({ token: SubscriptionTokenSchema });
export type SubscriptionTokenInput = z.infer<typeof SubscriptionTokenInputSchema>;
/** The confirm message: the gateway's request id lets every replica that receives it over Redis answer the one confirmation. */
export const ConfirmSubscriptionSchema = SubscriptionTokenInputSchema.extend({ requestId: z.uuid().optional() });

/** What a confirm or unsubscribe link did, for its page to say. */
export const SubscriptionChangeSchema = z.object({ list: ListIdSchema, listTitle: z.string(), email: z.string() });
export type SubscriptionChange = z.infer<typeof SubscriptionChangeSchema>;

/** The site paths of the pages the links in the mails open, and the RFC 8058 one-click URL. */
export const confirmPagePath = (token: string) => `/subscriptions/confirm?token=${encodeURIComponent(token)}`;
export const unsubscribePagePath = (token: string) => `/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`;
/** The newsletter's own page (what it holds, how often, the sign-up), linked from every subscription mail. */
export const NEWSLETTER_PAGE_PATH = '/newsletter';
export const oneClickPath = (token: string) => `/api/subscriptions/one-click?token=${encodeURIComponent(token)}`;

/* ----- Admin: mailings ----- */

/** A draft may be scheduled (and back); at its time, or when sent by hand, it is sending, then sent. */
export const MAILING_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export const MailingStatusSchema = z.enum(MAILING_STATUSES);
export type MailingStatus = z.infer<typeof MailingStatusSchema>;

export const MAILING_SUBJECT_MAX = 200;
export const MAILING_BODY_MAX = 50_000;
/** How many of the newest published articles the newsletter's optional block lists. */
export const MAILING_LATEST_COUNT = 3;

export const MailingInputSchema = z.object({
  list: ListIdSchema,
  subject: storableString('Subject')
    .trim()
    .min(1, 'Subject is required')
    .max(MAILING_SUBJECT_MAX, `Subject must be at most ${MAILING_SUBJECT_MAX} characters`),
  body: storableString('Body')
    .trim()
    .min(1, 'Body is required')
    .max(MAILING_BODY_MAX, `Body must be at most ${MAILING_BODY_MAX} characters`),
  /** Newsletter only: a block of the newest published articles under the body. */
  includeLatest: z.boolean('includeLatest must be true or false').default(false),
});
export type MailingInput = z.input<typeof MailingInputSchema>;
export type MailingInputParsed = z.output<typeof MailingInputSchema>;

export const MailingCountsSchema = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  /** Entries that unsubscribed through this mailing's own links (the token names the mailing). */
  unsubscribed: z.number().int(),
});
export type MailingCounts = z.infer<typeof MailingCountsSchema>;

export const MailingSchema = z.object({
  id: z.uuid(),
  list: ListIdSchema,
  subject: z.string(),
  body: z.string(),
  includeLatest: z.boolean(),
  status: MailingStatusSchema,
  counts: MailingCountsSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** When a scheduled mailing goes out; null for any other status. */
  scheduledAt: z.iso.datetime().nullable(),
  sendStartedAt: z.iso.datetime().nullable(),
  sentAt: z.iso.datetime().nullable(),
  createdBy: ActorSchema,
});
export type Mailing = z.infer<typeof MailingSchema>;

/** GET /api/admin/mailings?list= */
export const MailingQuerySchema = z.object({ list: ListIdSchema.optional() });
export type MailingQuery = z.infer<typeof MailingQuerySchema>;

export const MailingIdSchema = z.object({ id: z.uuid('id must be a UUID') });

/** The e-mail exactly as a recipient gets it (with a sample unsubscribe link). */
export const MailingPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type MailingPreview = z.infer<typeof MailingPreviewSchema>;

export const MailingTestReceiptSchema = z.object({ to: z.string() });
export type MailingTestReceipt = z.infer<typeof MailingTestReceiptSchema>;

/** The messages the engage service validates: the verified admin travels with each write. */
export const CreateMailingSchema = z.object({ actor: ActorSchema, input: MailingInputSchema, requestId: z.uuid().optional() });
export const UpdateMailingSchema = z.object({ actor: ActorSchema, id: z.uuid(), input: MailingInputSchema });
/** A test or a send: the gateway's request id lets the replicas that all receive it over Redis queue one test mail. */
export const MailingActionSchema = z.object({ actor: ActorSchema, id: z.uuid(), requestId: z.uuid().optional() });

/** How far ahead a mailing may be scheduled. */
export const MAILING_SCHEDULE_MAX_DAYS = 365;

/** The body of PUT /api/admin/mailings/:id/schedule: when to send; the service checks it is ahead and within the limit. */
export const MailingScheduleInputSchema = z.object({
  sendAt: z.iso.datetime({ offset: true, error: 'Send time must be a date and time' }),
});
export type MailingScheduleInput = z.infer<typeof MailingScheduleInputSchema>;
export const ScheduleMailingSchema = z.object({ actor: ActorSchema, id: z.uuid(), input: MailingScheduleInputSchema });

/* ----- Admin: people's rights ----- */

/** An address in a path: the same rule as the forms' (trimmed, lower-cased). */
export const PersonEmailSchema = EmailSubscriptionSchema;

export const PERSON_EVENTS = ['subscribed', 'confirmation-sent', 'confirmed', 'unsubscribed', 'mailing-sent', 'mailing-failed'] as const;
export const PersonEventSchema = z.enum(PERSON_EVENTS);
export type PersonEvent = z.infer<typeof PersonEventSchema>;

export const PersonEntrySchema = z.object({
  list: ListIdSchema,
  listTitle: z.string(),
  status: ListEntryStatusSchema,
  subscribedAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
  unsubscribedAt: z.iso.datetime().nullable(),
});
export type PersonEntry = z.infer<typeof PersonEntrySchema>;

export const PersonHistoryItemSchema = z.object({
  at: z.iso.datetime(),
  event: PersonEventSchema,
  list: ListIdSchema.nullable(),
  detail: z.string().nullable(),
});
export type PersonHistoryItem = z.infer<typeof PersonHistoryItemSchema>;

export const PersonSchema = z.object({
  email: z.string().max(EMAIL_MAX_LENGTH),
  entries: z.array(PersonEntrySchema),
  history: z.array(PersonHistoryItemSchema),
  contactMessages: z.number().int(),
});
export type Person = z.infer<typeof PersonSchema>;

export const PersonContactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  handledAt: z.iso.datetime().nullable(),
});

/** The export: the Person plus the contact messages in full. */
export const PersonExportSchema = PersonSchema.extend({
  exportedAt: z.iso.datetime(),
  contactMessageItems: z.array(PersonContactMessageSchema),
});
export type PersonExport = z.infer<typeof PersonExportSchema>;

export const PersonErasedSchema = z.object({
  email: z.string(),
  erased: z.object({
    entries: z.number().int(),
    history: z.number().int(),
    deliveries: z.number().int(),
    contactMessages: z.number().int(),
  }),
});
export type PersonErased = z.infer<typeof PersonErasedSchema>;

/** The erase message: the gateway's request id makes the replicas that all receive it over Redis answer the one erasure. */
export const ErasePersonSchema = PersonEmailSchema.extend({ actor: ActorSchema, requestId: z.uuid().optional() });

/** The file name of a person's export. */
export const personExportFilename = (email: string) => `person-${email}.json`;
