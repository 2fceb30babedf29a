import { ConfirmSubscriptionSchema, SubscriptionChangeSchema, SubscriptionTokenInputSchema } from '../mail.schemas.js';
import { operation, type HttpRoute, type RouteInput } from './operation.js';

/**
 * The links in the mails (docs/mail.md): anyone holding a signed token confirms or leaves a
 * list. Never cached; the pages' calls have their own rate limit. The one-click URL has none:
 * mail providers post it from a few addresses for all their users, and an unsubscribe must
 * not be refused.
 */
// Generic over the extras, so that each route keeps its own body and answer types for callApi.
const link = <const E extends Partial<HttpRoute>>(path: string, extras: E, limited = true) =>
  ({
    method: 'POST',
    path,
    status: 200,
    access: 'public',
    cache: 'no-store',
    ...(limited ? { rateLimit: { rule: 'subscription-links' } } : {}),
    ...extras,
  }) as const satisfies HttpRoute;

const tokenBody = { schema: SubscriptionTokenInputSchema, label: 'token' };

export const subscriptionOperations = {
  confirmSubscription: operation({
    name: 'confirmSubscription',
    summary:
      'Confirms the list entry a confirmation link names; 404 for a token this site did not sign, 410 once expired, 409 when already used',
    service: 'engage',
    pattern: 'engage.subscriptions.confirm',
    message: ConfirmSubscriptionSchema,
    response: SubscriptionChangeSchema,
    http: link('/api/subscriptions/confirm', {
      body: tokenBody,
      errors: [404, 409, 410],
      toMessage: ({ body, requestId }: RouteInput) => ({ ...body, requestId }),
    }),
  }),
  unsubscribe: operation({
    name: 'unsubscribe',
    summary: 'Takes the address off the list an unsubscribe link names; idempotent; the link does not expire',
    service: 'engage',
    pattern: 'engage.subscriptions.unsubscribe',
    message: SubscriptionTokenInputSchema,
    response: SubscriptionChangeSchema,
    http: link('/api/subscriptions/unsubscribe', { body: tokenBody, errors: [404] }),
  }),
  oneClickUnsubscribe: operation({
    name: 'oneClickUnsubscribe',
    summary: 'RFC 8058 one-click unsubscribe: the List-Unsubscribe URL of every mail',
    service: 'engage',
    pattern: 'engage.subscriptions.one-click',
    message: SubscriptionTokenInputSchema,
    response: SubscriptionChangeSchema,
    http: link(
      '/api/subscriptions/one-click',
      {
        query: tokenBody,
        errors: [404],
        description:
          'Mail clients POST `List-Unsubscribe=One-Click` as `application/x-www-form-urlencoded`; the token is in the query. ' +
          'The body is accepted and not needed. Not rate-limited: the posts come from the mail providers, many people from one address.',
      },
      false,
    ),
  }),
} as const;
