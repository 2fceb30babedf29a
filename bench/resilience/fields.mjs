// @ts-check
/**
 * NUL and a lone surrogate in every string field of every operation: the gateway's own OpenAPI
 * document (generated from the operation table) names each operation's path parameters, query
 * parameters and JSON body; a request is made valid in every other field from the schema, and
 * one string field at a time carries the hostile text. Goal: a 4xx for each, never a 5xx.
 */

import { randomUUID } from 'node:crypto';

const HOSTILE = [
  { name: 'NUL', json: 'a\u0000b', url: 'a%00b' },
  // A lone high surrogate: JSON can carry it escaped; in a URL it is the bytes of its CESU-8 form.
  { name: 'lone surrogate', json: 'a\ud800b', url: 'a%ED%A0%80b' },
];

/**
 * @param {{ client: ReturnType<typeof import('./http.mjs').createClient>, adminToken: string, log: (line: string) => void }} options
 */
export async function runFieldProbe({ client, adminToken, log }) {
  const document = JSON.parse((await client.request({ path: '/api/openapi.json' })).body);
  /** @type {{ operation: string, field: string, text: string, status: number }[]} */
  const results = [];
  for (const [template, methods] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(/** @type {Record<string, any>} */ (methods))) {
      const parameters = /** @type {any[]} */ (op.parameters ?? []);
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const fields = [
        ...parameters.filter((p) => p.in !== 'header' && isString(p.schema, document)).map((p) => ({ where: p.in, name: p.name })),
        ...stringPaths(bodySchema, document).map((path) => ({ where: 'body', name: path.join('.') })),
      ];
      for (const field of fields) {
        for (const hostile of HOSTILE) {
          const path = urlOf(template, parameters, document, field, hostile.url);
          const body = bodySchema
            ? sampleOf(bodySchema, document, field.where === 'body' ? field.name.split('.') : null, hostile.json)
            : undefined;
          const answer = await client.request({
            method: method.toUpperCase(),
            path,
            headers: {
              authorization: `Bearer ${adminToken}`,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              'idempotency-key': randomUUID(),
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          results.push({
            operation: `${method.toUpperCase()} ${template}`,
            field: `${field.where}:${field.name}`,
            text: hostile.name,
            status: answer.status,
          });
        }
      }
    }
  }
  const fiveHundreds = results.filter((r) => r.status >= 500);
  log(`fields: ${results.length} requests over ${new Set(results.map((r) => r.operation)).size} operations; ${fiveHundreds.length} × 5xx`);
  return {
    requests: results.length,
    operations: new Set(results.map((r) => r.operation)).size,
    fiveHundreds,
    statuses: histogram(results),
  };
}

/** @param {{ status: number }[]} results */
function histogram(results) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** @param {any} schema @param {any} document @returns {any} */
function resolve(schema, document) {
  if (schema?.$ref)
    return resolve(
      schema.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce((/** @type {any} */ at, /** @type {string} */ key) => at?.[key], document),
      document,
    );
  if (schema?.allOf?.length === 1) return resolve(schema.allOf[0], document);
  return schema ?? {};
}

/** @param {any} schema @param {any} document */
function isString(schema, document) {
  const s = resolve(schema, document);
  return s.type === 'string' && !s.enum && !s.format && s.const === undefined;
}

/** The paths of the string fields of an object schema (depth 3). @param {any} schema @param {any} document @returns {string[][]} */
function stringPaths(schema, document, depth = 0) {
  const s = resolve(schema, document);
  if (depth > 3 || s.type !== 'object') return [];
  return Object.entries(s.properties ?? {}).flatMap(([name, child]) =>
    isString(child, document) ? [[name]] : stringPaths(child, document, depth + 1).map((rest) => [name, ...rest]),
  );
}

/** A value the schema takes, with `hostile` at `target` (a field path) when given. @returns {any} */
function sampleOf(
  /** @type {any} */ schema,
  /** @type {any} */ document,
  /** @type {string[] | null} */ target,
  /** @type {string} */ hostile,
) {
  const s = resolve(schema, document);
  if (target && target.length === 0) return hostile;
  if (s.anyOf || s.oneOf)
    return sampleOf(
      (s.anyOf ?? s.oneOf).find((/** @type {any} */ o) => resolve(o, document).type !== 'null') ?? {},
      document,
      target,
      hostile,
    );
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'object': {
      /** @type {Record<string, unknown>} */
      const out = {};
      for (const [name, child] of Object.entries(s.properties ?? {})) {
        const onPath = target?.[0] === name;
        if (!onPath && !(s.required ?? []).includes(name)) continue;
        out[name] = sampleOf(child, document, onPath ? /** @type {string[]} */ (target).slice(1) : null, hostile);
      }
      return out;
    }
    case 'array':
      return (s.minItems ?? 0) > 0 ? [sampleOf(s.items, document, null, hostile)] : [];
    case 'integer':
    case 'number':
      return s.minimum ?? s.exclusiveMinimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      return stringSample(s);
    default:
      return null;
  }
}

/** @param {any} s */
function stringSample(s) {
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000001';
  if (s.format === 'email') return 'fields.probe@example.com';
  if (s.format === 'uri') return 'https://example.com/a';
  if (s.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  const length = Math.max(s.minLength ?? 1, 3);
  return 'probe-text-of-the-bench'.padEnd(length, 'x').slice(0, Math.max(length, Math.min(s.maxLength ?? 23, 23)));
}

/** @param {string} template @param {any[]} parameters @param {any} document @param {{ where: string, name: string }} field @param {string} hostile */
function urlOf(template, parameters, document, field, hostile) {
  const path = template.replace(/\{(\w+)\}/g, (_m, name) => {
    if (field.where === 'path' && field.name === name) return hostile;
    const schema = resolve(parameters.find((p) => p.in === 'path' && p.name === name)?.schema, document);
    return encodeURIComponent(String(sampleOf(schema, document, null, '')));
  });
  const query = parameters
    .filter((p) => p.in === 'query' && (p.required || (field.where === 'query' && field.name === p.name)))
    .map((p) =>
      field.where === 'query' && field.name === p.name
        ? `${p.name}=${hostile}`
        : `${p.name}=${encodeURIComponent(String(sampleOf(p.schema, document, null, '')))}`,
    );
  return query.length ? `${path}?${query.join('&')}` : path;
}
