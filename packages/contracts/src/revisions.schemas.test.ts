import { describe, expect, it } from 'vitest';
import { AUTOSAVE_MAX_CHARS, AutosaveBodySchema } from './revisions.schemas.js';

const issuesOf = (values: unknown) =>
  AutosaveBodySchema.safeParse({ values, baseVersion: 1 }).error?.issues.map(({ path, message }) => ({ path, message }));

describe("an editor's autosaved values", () => {
  it('are kept as sent when they are the fields of a form', () => {
    const values = { title: 'Tea 🍵', tags: ['a', 'b'], readTime: 3, topicIds: [], imagePath: '' };
    expect(AutosaveBodySchema.parse({ values, baseVersion: 2 })).toEqual({ values, baseVersion: 2 });
  });

  it.each([
    ['a NUL in a value', { title: 'Tea \u0000' }],
    ['a lone surrogate in a list', { tags: ['\ud800'] }],
    ['a NUL in a field name', { ['ti\u0000tle']: 'Tea' }],
  ])('are refused naming values for %s', (_what, values) => {
    expect(issuesOf(values)).toEqual([{ path: ['values'], message: 'values contains a character that is not allowed' }]);
  });

  it('are refused, not a crash, when they nest deeper than any form', () => {
    const deep = JSON.parse(`{"title":${'['.repeat(100_000)}${']'.repeat(100_000)}}`) as unknown;
    expect(issuesOf(deep)).toEqual([{ path: ['values'], message: 'values must not nest more than 8 deep' }]);
  });

  it('are refused when longer than an autosave keeps', () => {
    expect(issuesOf({ content: 'x'.repeat(AUTOSAVE_MAX_CHARS) })?.[0]?.path).toEqual(['values']);
  });
});
