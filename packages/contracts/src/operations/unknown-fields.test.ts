import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_OPERATIONS } from './index.js';

/**
 * Version skew (docs/releasing.md, "Skew tests"): a service a release behind gets messages with
 * fields it does not know yet, and a gateway a release behind gets answers with fields it does not
 * know yet. Each side must take them and drop what it does not know, never refuse: no object in a
 * message schema (what the service parses) or an answer schema (what the gateway parses) may be
 * strict. Read as zod parses them (`input`), where only a strict object says
 * `additionalProperties: false`.
 */
function strictObjectsIn(schema: z.ZodType): string[] {
  const found: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${path}[${i}]`));
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (record.additionalProperties === false) found.push(path || '(root)');
    for (const [key, value] of Object.entries(record)) walk(value, path ? `${path}.${key}` : key);
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), '');
  return found;
}

const messages = ALL_OPERATIONS.filter((op) => op.service !== 'gateway');

describe('messages between releases', () => {
  it('every message a service hears takes a field it does not know', () => {
    const strict = messages.flatMap((op) => (op.message ? strictObjectsIn(op.message).map((at) => `${op.pattern}: ${at}`) : []));
    expect(strict).toEqual([]);
  });

  it('every answer the gateway reads takes a field it does not know', () => {
    const strict = messages.flatMap((op) => strictObjectsIn(op.response).map((at) => `${op.pattern}: ${at}`));
    expect(strict).toEqual([]);
  });

  it('the check finds a strict object wherever it is nested', () => {
    const schema = z.object({ list: z.array(z.object({ inner: z.strictObject({ a: z.string() }) })) });
    expect(strictObjectsIn(schema)).toEqual(['properties.list.items.properties.inner']);
    expect(strictObjectsIn(z.object({ a: z.string() }))).toEqual([]);
  });

  it('a message with a field its service does not know is taken, the field dropped', () => {
    const op = messages.find((candidate) => candidate.pattern === 'content.posts.get')!;
    expect(op.message!.parse({ slug: 'a-post', addedInANewerRelease: true })).toEqual({ slug: 'a-post' });
  });
});
