import { z } from 'zod';
import { PersonEmailSchema, PersonExportSchema } from '../mail.schemas.js';
import { HealthReportSchema, ServiceHealthSchema, ServiceNameSchema } from '../health.js';
import { storableString } from '../text.js';
import { engageAdminOperations } from './engage-admin.operations.js';
import { operation, type HttpRoute } from './operation.js';
import { adminRoute } from './routes.js';
import { ADMINISTRATOR, CONTRIBUTOR } from './staff-rules.js';

const health = (path: string, extras: Partial<HttpRoute> = {}): HttpRoute => ({
  method: 'GET',
  path,
  status: 200,
  access: 'public',
  cache: 'no-store',
  ...extras,
});

/** Whether this browser gets the site's canaries, and which remotes have one (docs/releasing.md, "Canary"). */
export const CanarySwitchSchema = z.object({ on: z.boolean(), remotes: z.array(z.string()) });
export type CanarySwitch = z.infer<typeof CanarySwitchSchema>;

/** Routes the gateway answers with its own controllers; listed so the API document has them all. */
export const gatewayOperations = {
  canarySwitch: operation({
    name: 'canarySwitch',
    summary: "Whether this browser gets every remote's canary (the staff canary cookie), and which remotes have one",
    service: 'gateway',
    response: CanarySwitchSchema,
    http: adminRoute('GET', '/api/admin/canary', CONTRIBUTOR),
  }),
  turnOnCanary: operation({
    name: 'turnOnCanary',
    summary: "This browser gets every remote's canary for 30 days: sets the signed staff canary cookie",
    service: 'gateway',
    response: CanarySwitchSchema,
    http: adminRoute('PUT', '/api/admin/canary', CONTRIBUTOR),
  }),
  turnOffCanary: operation({
    name: 'turnOffCanary',
    summary: 'This browser gets what readers get again: clears the staff canary cookie',
    service: 'gateway',
    response: CanarySwitchSchema,
    http: adminRoute('DELETE', '/api/admin/canary', CONTRIBUTOR),
  }),
  downloadNewsletterSubscribers: operation({
    name: 'downloadNewsletterSubscribers',
    summary: 'The newsletter subscribers as a CSV attachment (email, subscribed_at)',
    service: 'gateway',
    produces: 'text/csv',
    response: z.string(),
    http: adminRoute('GET', '/api/admin/subscribers/newsletter.csv', ADMINISTRATOR),
  }),
  downloadAppSubscribers: operation({
    name: 'downloadAppSubscribers',
    summary: 'The app subscribers, or those of one app, as a CSV attachment (app, app_title, email, subscribed_at)',
    service: 'gateway',
    produces: 'text/csv',
    response: z.string(),
    http: adminRoute('GET', '/api/admin/subscribers/apps.csv', ADMINISTRATOR, {
      // The JSON list's own query (`?app=`, read as `appName`): the download answers what the list does.
      query: engageAdminOperations.listAppSubscribers.http.query,
    }),
  }),
  downloadPerson: operation({
    name: 'downloadPerson',
    summary: 'Everything kept about an address as a JSON attachment (person-<email>.json); 404 when nothing is kept',
    service: 'gateway',
    produces: 'application/json',
    response: PersonExportSchema,
    http: adminRoute('GET', '/api/admin/people/:email/export', ADMINISTRATOR, {
      params: { schema: PersonEmailSchema, label: 'email' },
      errors: [404],
    }),
  }),
  health: operation({
    name: 'health',
    summary: 'Every service and its state, for people and dashboards; always 200',
    service: 'gateway',
    response: HealthReportSchema,
    http: health('/api/health'),
  }),
  live: operation({
    name: 'live',
    summary: 'Whether this gateway process serves HTTP at all',
    service: 'gateway',
    response: z.object({ status: z.literal('live') }),
    http: health('/api/health/live'),
  }),
  ready: operation({
    name: 'ready',
    summary: 'Whether the routes needing the listed services (all by default) can be served now; 503 when not',
    service: 'gateway',
    response: z.object({ status: z.literal('ready'), services: z.array(ServiceHealthSchema) }),
    http: health('/api/health/ready', {
      query: { schema: z.object({ services: storableString('services').optional() }), label: 'query' },
      errors: [503],
      description: `\`services\`: a comma-separated list of ${ServiceNameSchema.options.join(', ')}.`,
    }),
  }),
} as const;
