import { describe, expect, it } from 'vitest';
import { auditChanges, auditTitle } from './audit-diff';

describe('auditChanges', () => {
  it('lists only the fields that changed, leaving out the bookkeeping ones', () => {
    const before = { id: '1', title: 'Old', tags: ['a', 'b'], status: 'draft', updatedAt: 'x' };
    const after = { id: '1', title: 'New', tags: ['a', 'b'], status: 'published', updatedAt: 'y' };
    expect(auditChanges(before, after)).toEqual([
      { field: 'title', before: 'Old', after: 'New', multiline: false },
      { field: 'status', before: 'draft', after: 'published', multiline: false },
    ]);
  });

  it('shows every field of a create as added and of a delete as removed', () => {
    expect(auditChanges(null, { name: 'Foodie', color: 'teal' })).toEqual([
      { field: 'name', before: undefined, after: 'Foodie', multiline: false },
      { field: 'color', before: undefined, after: 'teal', multiline: false },
    ]);
    expect(auditChanges({ name: 'Foodie' }, null)).toEqual([{ field: 'name', before: 'Foodie', after: undefined, multiline: false }]);
  });

  it('marks text of several lines on both sides for a line-by-line diff', () => {
    const [content] = auditChanges({ content: 'one\ntwo' }, { content: 'one\n2' });
    expect(content!.multiline).toBe(true);
    const [created] = auditChanges(null, { content: 'one\ntwo' });
    expect(created!.multiline).toBe(false);
  });
});

describe('auditTitle', () => {
  it('names the item by its title or name, after the change first', () => {
    expect(auditTitle({ title: 'Before' }, { title: 'After' })).toBe('After');
    expect(auditTitle({ name: 'Gone' }, null)).toBe('Gone');
    expect(auditTitle(null, null)).toBeUndefined();
  });

  it('names a preview link by the post it shows', () => {
    expect(auditTitle(null, { id: 'link', postTitle: 'Slow Mornings' })).toBe('Slow Mornings');
  });
});
