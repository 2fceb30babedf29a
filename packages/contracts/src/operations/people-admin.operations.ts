import { ErasePersonSchema, PersonEmailSchema, PersonErasedSchema, PersonExportSchema, PersonSchema } from '../mail.schemas.js';
import { operation, type RouteInput } from './operation.js';
import { adminRoute } from './routes.js';
import { ADMINISTRATOR } from './staff-rules.js';

const emailParam = { schema: PersonEmailSchema, label: 'email' };

/**
 * People's rights (docs/mail.md): what the site keeps about an address (list entries, their
 * history, contact messages), to look up, hand over and erase.
 */
export const peopleAdminOperations = {
  getPerson: operation({
    name: 'getPerson',
    summary: "An address's list entries, their history and how many contact messages it sent; 404 when nothing is kept",
    service: 'engage',
    pattern: 'engage.admin.people.get',
    message: PersonEmailSchema,
    response: PersonSchema,
    http: adminRoute('GET', '/api/admin/people/:email', ADMINISTRATOR, { params: emailParam, errors: [404] }),
  }),
  exportPerson: operation({
    name: 'exportPerson',
    summary: 'Everything kept about an address, the contact messages in full (the gateway hands it over as a JSON file)',
    service: 'engage',
    pattern: 'engage.admin.people.export',
    message: PersonEmailSchema,
    response: PersonExportSchema,
  }),
  erasePerson: operation({
    name: 'erasePerson',
    summary:
      'Erases everything kept about an address (entries, history, deliveries, contact messages); the audit keeps a hash, not the address',
    service: 'engage',
    pattern: 'engage.admin.people.erase',
    message: ErasePersonSchema,
    response: PersonErasedSchema,
    http: adminRoute('DELETE', '/api/admin/people/:email', ADMINISTRATOR, {
      params: emailParam,
      toMessage: ({ params, actor, requestId }: RouteInput) => ({ ...params, actor, requestId }),
    }),
  }),
} as const;
