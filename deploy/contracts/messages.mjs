// @ts-check
import { jsonSchemaOf } from '../../gateway/dist/openapi/json-schema.js';

/**
 * A service's messages as an OpenAPI document, so that oasdiff judges them by the same rules as
 * the HTTP API: each pattern is `POST /<pattern>`, its payload the request body (what the
 * service validates, as a caller must send it) and its answer the 200 response (what the caller
 * reads). A removed pattern, a new required payload field, a narrowed enum or a removed or
 * retyped answer field is then a breaking change; an added pattern or optional field is not.
 * Events are messages the service hears: their payload is the request, and they have no answer.
 * @param {readonly import('@livefully/contracts').Operation[]} operations the operation table
 * @param {'content' | 'search' | 'engage' | 'identity'} service
 * @param {string} version
 * @returns {Record<string, unknown>}
 */
export function messagesDocument(operations, service, version) {
  /** @type {Record<string, unknown>} */
  const paths = {};
  const served = operations
    .filter((op) => op.service === service)
    .sort((a, b) => ('pattern' in a && 'pattern' in b ? a.pattern.localeCompare(b.pattern) : 0));
  for (const op of served) {
    if (!('pattern' in op)) continue;
    const answer =
      op.kind === 'event'
        ? { description: 'An event: heard, never answered' }
        : { description: 'The answer', content: { 'application/json': { schema: jsonSchemaOf(op.response, 'output') } } };
    paths[`/${op.pattern}`] = {
      post: {
        operationId: op.name,
        summary: op.summary,
        ...(op.kind === 'event' ? { 'x-event': true } : {}),
        ...(op.message
          ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(op.message, 'input') } } } }
          : {}),
        responses: { 200: answer },
      },
    };
  }
  return { openapi: '3.1.1', info: { title: `Live Fully ${service} service messages`, version }, paths };
}
