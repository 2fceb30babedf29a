import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors, orderedErrors } from './field-errors';

describe('issuesToFieldErrors', () => {
  it('keeps the first message per field, by the first path segment', () => {
    expect(
      issuesToFieldErrors([
        { path: ['title'], message: 'Title is required' },
        { path: ['title'], message: 'a second title message' },
        { path: ['tags', 2], message: 'A tag must be at most 40 characters' },
      ]),
    ).toEqual({ title: 'Title is required', tags: 'A tag must be at most 40 characters' });
  });

  it('maps a server 400 the same way and ignores issues without a field', () => {
    expect(
      issuesToFieldErrors([
        { path: [], message: 'Invalid body' },
        { path: ['slug'], message: 'Slug is required' },
      ]),
    ).toEqual({
      slug: 'Slug is required',
    });
  });

  it('rephrases a message when asked', () => {
    expect(issuesToFieldErrors([{ path: ['categoryId'], message: 'Id must be a UUID' }], { categoryId: 'Choose a category' })).toEqual({
      categoryId: 'Choose a category',
    });
  });
});

describe('orderedErrors', () => {
  it('lists messages in the form order, unknown fields last', () => {
    expect(orderedErrors({ other: 'x', slug: 'b', title: 'a' }, ['title', 'slug'])).toEqual([
      { field: 'title', message: 'a' },
      { field: 'slug', message: 'b' },
      { field: 'other', message: 'x' },
    ]);
  });
});
