import { z } from 'zod';

/** SPEC §5: the contact form's rules and their exact messages; the server parses with the same schema. */
export const CONTACT_LIMITS = { name: 100, subject: 200, message: 2000 } as const;

const emailField = z
  .string()
  .trim()
  .min(1, { message: 'Email is required', abort: true })
  .pipe(z.email('Please enter a valid email address'));

export const ContactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(CONTACT_LIMITS.name, `Name must be less than ${CONTACT_LIMITS.name} characters`),
  email: emailField,
  subject: z
    .string()
    .trim()
    .min(1, 'Subject is required')
    .max(CONTACT_LIMITS.subject, `Subject must be less than ${CONTACT_LIMITS.subject} characters`),
  message: z
    .string()
    .trim()
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
