import type { HttpOperation } from '@livefully/contracts';
import { jsonSchemaOf, type JsonSchema } from '../src/openapi/json-schema.js';

export type RequestPartName = 'params' | 'query' | 'body';
export type FieldPath = (string | number)[];

/** One place of a request a caller fills with text: a value, or (`key`) the name of an open record's entry. */
export interface TextField {
  part: RequestPartName;
  path: FieldPath;
  key?: boolean;
  /** The part's fields are renamed before its schema reads them (`?app=` is `appName`), so an issue names the schema's field. */
  renamed: boolean;
}

/** The name of the entry a probe adds to an open record (the editor's autosaved values). */
export const RECORD_ENTRY = 'note';

/**
 * Every text field of an operation's request, found in the JSON Schema the API document is built
 * from. Path parameters and the query are text on the wire whatever their schema makes of
 * them (a number is coerced from text), so each of their fields counts; in a JSON body, each
 * string, each value of unknown type and each key of an open record.
 */
export function textFields(op: HttpOperation): TextField[] {
  const fields: TextField[] = [];
  for (const part of ['params', 'query', 'body'] as const) {
    const request = op.http[part];
    if (!request) continue;
    const schema = jsonSchemaOf(request.docs ?? request.schema, 'input');
    const renamed = request.docs !== undefined;
    if (part === 'body') {
      for (const { path, key } of bodyLeaves(schema, schema, [])) fields.push({ part, path, renamed, ...(key ? { key } : {}) });
    } else {
      for (const name of propertyNames(schema, schema)) fields.push({ part, path: [name], renamed });
    }
  }
  return fields;
}

function propertyNames(node: JsonSchema, root: JsonSchema): string[] {
  const resolved = resolve(node, root);
  const nested = alternatives(resolved).flatMap((each) => propertyNames(each, root));
  return [...new Set([...Object.keys((resolved.properties ?? {}) as Record<string, JsonSchema>), ...nested])];
}

function bodyLeaves(node: JsonSchema, root: JsonSchema, path: FieldPath, depth = 0): { path: FieldPath; key?: boolean }[] {
  if (depth > 12) return [];
  const resolved = resolve(node, root);
  const nested = alternatives(resolved);
  if (nested.length) return unique(nested.flatMap((each) => bodyLeaves(each, root, path, depth + 1)));
  if (resolved.type === 'string' || isUnknown(resolved)) return [{ path }];
  if (resolved.type === 'array' && resolved.items) return bodyLeaves(resolved.items as JsonSchema, root, [...path, 0], depth + 1);
  if (resolved.type !== 'object') return [];
  const named = Object.entries((resolved.properties ?? {}) as Record<string, JsonSchema>).flatMap(([name, field]) =>
    bodyLeaves(field, root, [...path, name], depth + 1),
  );
  const open = resolved.additionalProperties;
  if (!open || typeof open !== 'object') return named;
  return [
    ...named,
    { path: [...path, RECORD_ENTRY], key: true },
    ...bodyLeaves(open as JsonSchema, root, [...path, RECORD_ENTRY], depth + 1),
  ];
}

function alternatives(node: JsonSchema): JsonSchema[] {
  return ['allOf', 'anyOf', 'oneOf'].flatMap((word) => (node[word] ?? []) as JsonSchema[]);
}

function resolve(node: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  return ref
    .slice(2)
    .split('/')
    .reduce<JsonSchema>((at, step) => (at[step] ?? {}) as JsonSchema, root);
}

/** `{}`: a value of any type (zod's unknown), which a caller may well send as text. */
function isUnknown(node: JsonSchema): boolean {
  return Object.keys(node).every((word) => ['description', 'title', 'default', 'examples'].includes(word));
}

function unique(leaves: { path: FieldPath; key?: boolean }[]) {
  const seen = new Set<string>();
  return leaves.filter((leaf) => {
    const id = JSON.stringify(leaf);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
