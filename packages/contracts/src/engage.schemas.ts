import { z } from 'zod';
import { ActorSchema } from './admin.schemas.js';
import { APPS, type App } from './apps.js';
import { storableString } from './text.js';

export { APPS, type App };

/** docs/requirements.md#r-contact-form: the contact form's rules and their exact messages; the server parses with the same schema. */
export const CONTACT_LIMITS = { name: 100, subject: 200, message: 2000 } as const;
/** RFC 5321: no deliverable address is longer, so a longer one is simply not valid. */
export const EMAIL_MAX_LENGTH = 254;

/** A field left out (or null) reads as empty, so a hand-made request gets the form's own message. */
const requiredText = (label: string) =>
  storableString(label, {
    error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : undefined),
  }).trim();

const emailField = requiredText('Email')
  .min(1, { message: 'Email is required', abort: true })
  .max(EMAIL_MAX_LENGTH, { message: 'Please enter a valid email address', abort: true })
  .pipe(z.email('Please enter a valid email address'));

export const ContactMessageSchema = z.object({
  name: requiredText('Name')
    .min(1, 'Name is required')
    .max(CONTACT_LIMITS.name, `Name must be less than ${CONTACT_LIMITS.name} characters`),
  email: emailField,
  subject: requiredText('Subject')
    .min(1, 'Subject is required')
    .max(CONTACT_LIMITS.subject, `Subject must be less than ${CONTACT_LIMITS.subject} characters`),
  message: requiredText('Message')
    .min(1, 'Message is required')
    .max(CONTACT_LIMITS.message, `Message must be less than ${CONTACT_LIMITS.message} characters`),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** Subscriptions store one row per address: trimmed and lower-cased before anything else. */
const subscriberEmail = emailField.transform((email) => email.toLowerCase());

export const EmailSubscriptionSchema = z.object({ email: subscriberEmail });
export type EmailSubscription = z.infer<typeof EmailSubscriptionSchema>;

export const AppIdSchema = z.enum(['dining-alphabet', 'what-i-like', 'stadium-tracker']);
export type AppId = z.infer<typeof AppIdSchema>;

export const AppSubscriptionSchema = z.object({
  appName: AppIdSchema,
  appTitle: storableString('App title').trim().min(1, 'App title is required').max(100),
  email: subscriberEmail,
});
export type AppSubscription = z.infer<typeof AppSubscriptionSchema>;

/**
 * What the gateway sends the engage service for a subscription: the form plus the request's id
 * (as for a contact message). Over Redis every replica receives the message; the id is what
 * lets them record it once, and a retry with the same Idempotency-Key changes nothing.
 */
export const SubscribeEmailMessageSchema = EmailSubscriptionSchema.extend({ requestId: z.uuid().optional() });
export type SubscribeEmailMessage = z.infer<typeof SubscribeEmailMessageSchema>;
export const SubscribeAppMessageSchema = AppSubscriptionSchema.extend({ requestId: z.uuid().optional() });
export type SubscribeAppMessage = z.infer<typeof SubscribeAppMessageSchema>;

export function appById(id: AppId): App {
  const app = APPS.find((candidate) => candidate.id === id);
  if (!app) throw new Error(`unknown app ${id}`);
  return app;
}

/**
 * `Idempotency-Key` on the public POSTs: the browser makes one per submission and sends it again
 * when it retries, so a retry after a lost answer returns the first answer and stores nothing
 * twice. A UUID is what the site's forms send; any 8 to 128 URL-safe characters are accepted.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'Idempotency-Key must be 8 to 128 letters, digits or - _ . :');

/**
 * What the gateway sends the engage service for a contact message: the form's fields plus a
 * request id: derived from the request's Idempotency-Key when it has one, else new per HTTP
 * request. Over Redis every replica receives the message; the id is what lets them store it
 * once, and a retry with the same key finds the first row. The address is lower-cased like a
 * subscriber's.
 */
export const CreateContactMessageSchema = ContactMessageSchema.extend({
  email: subscriberEmail,
  requestId: z.uuid(),
});
export type CreateContactMessage = z.infer<typeof CreateContactMessageSchema>;

/** The answers: small, and the same whether the row was new or already there. */
export const ContactReceiptSchema = z.object({ id: z.uuid(), createdAt: z.iso.datetime() });
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;

export const EmailSubscriptionReceiptSchema = z.object({ email: z.string(), subscribed: z.literal(true) });
export type EmailSubscriptionReceipt = z.infer<typeof EmailSubscriptionReceiptSchema>;

export const AppSubscriptionReceiptSchema = z.object({ appName: AppIdSchema, email: z.string(), subscribed: z.literal(true) });
export type AppSubscriptionReceipt = z.infer<typeof AppSubscriptionReceiptSchema>;

/* ----- Admin: the inbox and the subscriber lists ----- */

export const CONTACT_MESSAGE_FILTERS = ['all', 'open', 'handled'] as const;
export const ContactMessageFilterSchema = z.enum(CONTACT_MESSAGE_FILTERS, 'status must be all, open or handled');
export type ContactMessageFilter = z.infer<typeof ContactMessageFilterSchema>;
export const CONTACT_LIST_LIMIT_MAX = 200;
export const CONTACT_LIST_LIMIT_DEFAULT = 50;

/**
 * The inbox pages by keyset (newest first, then id), so a message arriving while an admin reads
 * never shifts a page. The cursor is opaque to callers: base64url of "<ISO instant>|<uuid>".
 */
export interface ContactCursor {
  createdAt: string;
  id: string;
}

export function encodeContactCursor({ createdAt, id }: ContactCursor): string {
  // Both parts are ASCII, so btoa (global in browsers and Node alike) is enough.
  return btoa(`${createdAt}|${id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeContactCursor(cursor: string): ContactCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const [createdAt = '', id = '', ...rest] = text.split('|');
  if (rest.length > 0 || !z.iso.datetime().safeParse(createdAt).success || !z.uuid().safeParse(id).success) return null;
  return { createdAt, id };
}

/** GET /api/admin/contact-messages?status=&limit=&cursor= and the list payload. */
export const ContactMessageQuerySchema = z.object({
  status: ContactMessageFilterSchema.default('all'),
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(CONTACT_LIST_LIMIT_MAX, `limit must be at most ${CONTACT_LIST_LIMIT_MAX}`)
    .default(CONTACT_LIST_LIMIT_DEFAULT),
  cursor: storableString('cursor')
    .refine((cursor) => decodeContactCursor(cursor) !== null, 'cursor is not one this list gave out')
    .optional(),
});
export type ContactMessageQuery = z.input<typeof ContactMessageQuerySchema>;

export const AdminContactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  handledAt: z.iso.datetime().nullable(),
  /** Who marked it handled: the admin's e-mail, or their uid when the account has none. */
  handledBy: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

export const ContactMessagePageSchema = z.object({
  items: z.array(AdminContactMessageSchema),
  nextCursor: z.string().nullable(),
});
export type ContactMessagePage = z.infer<typeof ContactMessagePageSchema>;

/** PUT /api/admin/contact-messages/:id/handled's body. */
export const ContactHandledInputSchema = z.object({ handled: z.boolean('handled must be true or false') });
export type ContactHandledInput = z.infer<typeof ContactHandledInputSchema>;

/** The set-handled payload: the verified admin travels with it, never a name from the body. */
export const SetContactHandledSchema = ContactHandledInputSchema.extend({ id: z.uuid('id must be a UUID'), actor: ActorSchema });
export type SetContactHandled = z.infer<typeof SetContactHandledSchema>;

export const NewsletterSubscriberSchema = z.object({ email: z.string(), createdAt: z.iso.datetime() });
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriberSchema>;

export const AppSubscriberSchema = z.object({ appName: AppIdSchema, appTitle: z.string(), email: z.string(), createdAt: z.iso.datetime() });
export type AppSubscriber = z.infer<typeof AppSubscriberSchema>;

/** GET /api/admin/subscribers/apps?app= (the gateway renames app → appName) and the list payload. */
export const AppSubscriberQuerySchema = z.object({ appName: z.enum(AppIdSchema.options, 'app must be one of the apps').optional() });
export type AppSubscriberQuery = z.infer<typeof AppSubscriberQuerySchema>;

/** The dashboard's numbers; every app is present, with 0 when nobody has asked yet. */
export const EngageCountsSchema = z.object({
  openMessages: z.number().int(),
  newsletterSubscribers: z.number().int(),
  appSubscribers: z.record(AppIdSchema, z.number().int()),
});
export type EngageCounts = z.infer<typeof EngageCountsSchema>;
