import { MeResponseSchema, VerifiedTokenSchema, VerifyTokenSchema } from '../identity.schemas.js';
import { operation } from './operation.js';
import { adminRoute } from './routes.js';
import { CONTRIBUTOR } from './staff-rules.js';

/** Sign-in: the identity service verifies tokens; the gateway answers who is signed in. */
export const identityOperations = {
  verifyToken: operation({
    name: 'verifyToken',
    summary: "Verifies an ID token and answers the account's stored profile and admin flag",
    service: 'identity',
    pattern: 'identity.token.verify',
    message: VerifyTokenSchema,
    response: VerifiedTokenSchema,
  }),
  me: operation({
    name: 'me',
    summary: 'Who the bearer ID token belongs to, and whether they are an admin',
    service: 'gateway',
    response: MeResponseSchema,
    http: {
      method: 'GET',
      path: '/api/auth/me',
      status: 200,
      access: 'signed-in',
      cache: 'no-store',
      rateLimit: { rule: 'reads' },
      description:
        'Always asks the identity service, so the admin flag is the latest. The browser reads `data.user.isAdmin` or `data.isAdmin`.',
    },
  }),
  adminSession: operation({
    name: 'adminSession',
    summary: 'What the admin area asks first: 200 for an admin, 401 signed out, 403 not an admin',
    service: 'gateway',
    response: MeResponseSchema,
    http: adminRoute('GET', '/api/admin/session', CONTRIBUTOR),
  }),
} as const;
