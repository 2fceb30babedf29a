import { ErrorBodySchema, IDEMPOTENCY_KEY_HEADER, isHttpOperation, type HttpOperation, type Operation } from '@livefully/contracts';
import { errorMeaning, errorStatuses } from './error-responses.js';
import { fieldsOf, jsonSchemaOf, type JsonSchema } from './json-schema.js';
import { staffAccessOf } from './staff-access.js';

/** The operations the gateway routes and documents (the whole table unless a test gives another). */
export const API_OPERATIONS = 'API_OPERATIONS';

const ERROR = { $ref: '#/components/schemas/ErrorBody' };

/** The OpenAPI 3.1 document of every HTTP route in the operation table. */
export function openApiDocument(operations: readonly Operation[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of operations.filter(isHttpOperation)) {
    const path = op.http.path.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[op.http.method.toLowerCase()] = operationObject(op);
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Live Fully API',
      version: '1.0.0',
      description:
        'Every answer is `{ "success": true, "data": … }` or the error envelope `{ "success": false, "message", "code", "issues"? }`. ' +
        'Staff routes take the Firebase ID token of an active staff member as a bearer token; each names the least role it takes (`x-staff-role`).',
    },
    paths,
    components: {
      schemas: { ErrorBody: jsonSchemaOf(ErrorBodySchema, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } },
    },
  };
}

function operationObject(op: HttpOperation): JsonSchema {
  const { http } = op;
  const errors = Object.fromEntries(
    errorStatuses(op).map((status) => [String(status), { description: errorMeaning(status), content: json(ERROR) }]),
  );
  const staff = staffAccessOf(http);
  const description = [http.description, staff.sentence].filter(Boolean).join('\n\n');
  return {
    operationId: op.name,
    summary: op.summary,
    ...(description ? { description } : {}),
    ...staff.extensions,
    tags: [tagOf(http.path)],
    parameters: parametersOf(op),
    ...(http.body ? { requestBody: { required: true, content: json(jsonSchemaOf(http.body.schema, 'input')) } } : {}),
    responses: { [String(http.status)]: successOf(op), ...errors },
    ...(http.access === 'public' ? {} : { security: [{ bearer: [] }] }),
  };
}

function parametersOf({ http }: HttpOperation): JsonSchema[] {
  const params = http.params ? fieldsOf(http.params.docs ?? http.params.schema) : [];
  const query = http.query ? fieldsOf(http.query.docs ?? http.query.schema) : [];
  return [
    ...params.map(({ name, schema }) => ({ name, in: 'path', required: true, schema })),
    ...query.map(({ name, schema, required }) => ({ name, in: 'query', required, schema })),
    ...(http.idempotencyKey
      ? [{ name: IDEMPOTENCY_KEY_HEADER, in: 'header', required: false, schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,128}$' } }]
      : []),
  ];
}

function successOf(op: HttpOperation): JsonSchema {
  if (op.service === 'gateway' && op.produces === 'text/csv') {
    return { description: 'A CSV attachment', content: { 'text/csv': { schema: { type: 'string' } } } };
  }
  if (op.service === 'gateway' && op.produces === 'application/json') {
    return { description: 'A JSON attachment', content: json(jsonSchemaOf(op.response, 'output')) };
  }
  const envelope = {
    type: 'object',
    properties: { success: { const: true }, data: jsonSchemaOf(op.response, 'output') },
    required: ['success', 'data'],
  };
  return { description: op.summary, content: json(envelope) };
}

function json(schema: JsonSchema): JsonSchema {
  return { 'application/json': { schema } };
}

/** `/api/admin/posts/:id` → `admin`, `/api/blog-posts/:slug` → `blog-posts`. */
function tagOf(path: string): string {
  return path.split('/')[2] ?? 'api';
}
