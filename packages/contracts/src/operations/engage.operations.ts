import {
  AppSubscriptionReceiptSchema,
  AppSubscriptionSchema,
  ContactMessageSchema,
  ContactReceiptSchema,
  CreateContactMessageSchema,
  EmailSubscriptionReceiptSchema,
  EmailSubscriptionSchema,
  SubscribeAppMessageSchema,
  SubscribeEmailMessageSchema,
} from '../engage.schemas.js';
import type { RateLimitRule, RouteInput } from './operation.js';
import { operation } from './operation.js';

/**
 * A public form: the body is parsed with the form's own schema (a missing body reads as an
 * empty form, so the answer names each field), 201 once the row is stored, its own rate limit,
 * and an Idempotency-Key so a retry stores nothing twice.
 */
const form = (path: string, rule: RateLimitRule) =>
  ({ method: 'POST', path, status: 201, access: 'public', cache: 'no-store', rateLimit: { rule }, idempotencyKey: true }) as const;

/** The contact and subscription calls of docs/requirements.md#r-api, answered by the engage service. */
export const engageOperations = {
  contact: operation({
    name: 'sendContactMessage',
    summary: 'Stores a contact message',
    service: 'engage',
    pattern: 'engage.contact.create',
    message: CreateContactMessageSchema,
    response: ContactReceiptSchema,
    http: {
      ...form('/api/contact', 'contact'),
      body: { schema: ContactMessageSchema, label: 'contact message' },
      errors: [422],
      // One id per submission: every replica that receives the message over Redis, and every
      // retry of the same submission, stores it once.
      toMessage: ({ body, requestId }: RouteInput) => ({ ...body, requestId }),
      description:
        'A retry with the same `Idempotency-Key` answers the first receipt and stores nothing twice; ' +
        'the same key with another message is a 422.',
    },
  }),
  subscribeEmail: operation({
    name: 'subscribeNewsletter',
    summary: 'Subscribes an address to the newsletter (the same answer when it already is)',
    service: 'engage',
    pattern: 'engage.email-subscriptions.create',
    message: SubscribeEmailMessageSchema,
    response: EmailSubscriptionReceiptSchema,
    http: {
      ...form('/api/email-subscriptions', 'email-subscriptions'),
      body: { schema: EmailSubscriptionSchema, label: 'subscription' },
      // One id per submission: every replica that receives it over Redis records it once.
      toMessage: ({ body, requestId }: RouteInput) => ({ ...body, requestId }),
    },
  }),
  subscribeApp: operation({
    name: 'subscribeApp',
    summary: 'Asks for news of one of the coming apps (the same answer when it already was)',
    service: 'engage',
    pattern: 'engage.app-subscriptions.create',
    message: SubscribeAppMessageSchema,
    response: AppSubscriptionReceiptSchema,
    http: {
      ...form('/api/app-subscriptions', 'app-subscriptions'),
      body: { schema: AppSubscriptionSchema, label: 'subscription' },
      toMessage: ({ body, requestId }: RouteInput) => ({ ...body, requestId }),
    },
  }),
} as const;
