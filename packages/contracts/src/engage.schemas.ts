import { z } from 'zod';

/** SPEC §5: the contact form's rules and their exact messages; the server parses with the same schema. */
export const CONTACT_LIMITS = { name: 100, subject: 200, message: 2000 } as const;
/** RFC 5321: no deliverable address is longer, so a longer one is simply not valid. */
export const EMAIL_MAX_LENGTH = 254;

/** A field left out (or null) reads as empty, so a hand-made request gets the form's own message. */
const requiredText = (required: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : undefined) }).trim();

const emailField = requiredText('Email is required')
  .min(1, { message: 'Email is required', abort: true })
  .max(EMAIL_MAX_LENGTH, { message: 'Please enter a valid email address', abort: true })
  .pipe(z.email('Please enter a valid email address'));

export const ContactMessageSchema = z.object({
  name: requiredText('Name is required')
    .min(1, 'Name is required')
    .max(CONTACT_LIMITS.name, `Name must be less than ${CONTACT_LIMITS.name} characters`),
  email: emailField,
  subject: requiredText('Subject is required')
    .min(1, 'Subject is required')
    .max(CONTACT_LIMITS.subject, `Subject must be less than ${CONTACT_LIMITS.subject} characters`),
  message: requiredText('Message is required')
    .min(1, 'Message is required')
    .max(CONTACT_LIMITS.message, `Message must be less than ${CONTACT_LIMITS.message} characters`),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** Subscriptions store one row per address: trimmed and lower-cased before anything else. */
const subscriberEmail = emailField.transform((email) => email.toLowerCase());

export const EmailSubscriptionSchema = z.object({ email: subscriberEmail });
export type EmailSubscription = z.infer<typeof EmailSubscriptionSchema>;

export const APPS = [
  {
    id: 'dining-alphabet',
    title: 'Dining through the Alphabet',
    color: 'red',
    description: 'Eat your way from A to Z: a new cuisine for every letter, with a log of every table you shared.',
  },
  {
    id: 'what-i-like',
    title: 'What I Like',
    color: 'blue',
    description: 'Keep the books, places, songs and small rituals that make you happy in one list you can share.',
  },
  {
    id: 'stadium-tracker',
    title: 'Stadium Tracker',
    color: 'green',
    description: 'Check off every ballpark and arena you visit, with the game, the seats and the people you went with.',
  },
] as const;
export const AppIdSchema = z.enum(['dining-alphabet', 'what-i-like', 'stadium-tracker']);
export type AppId = z.infer<typeof AppIdSchema>;
export type App = (typeof APPS)[number];

export const AppSubscriptionSchema = z.object({
  appName: AppIdSchema,
  appTitle: z.string().trim().min(1, 'App title is required').max(100),
  email: subscriberEmail,
});
export type AppSubscription = z.infer<typeof AppSubscriptionSchema>;

export function appById(id: AppId): App {
  const app = APPS.find((candidate) => candidate.id === id);
  if (!app) throw new Error(`unknown app ${id}`);
  return app;
}

/**
 * What the gateway sends the engage service for a contact message: the form's fields plus a
 * request id it makes per HTTP request. Over Redis every replica receives the message; the id
 * is what lets them store it once. The address is lower-cased like a subscriber's.
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
