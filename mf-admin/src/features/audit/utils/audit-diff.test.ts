import { describe, expect, it } from 'vitest';
import { auditChanges, auditTitle, lineDiff } from './audit-diff';

describe('auditChanges', () => {
  it('lists only the fields that changed, leaving out the bookkeeping ones', () => {
    const before = { id: '1', title: 'Old', tags: ['a', 'b'], status: 'draft', updatedAt: 'x' };
    const after = { id: '1', title: 'New', tags: ['a', 'b'], status: 'published', updatedAt: 'y' };
    expect(auditChanges(before, after)).toEqual([
      { field: 'title', before: 'Old', after: 'New' },
      { field: 'status', before: 'draft', after: 'published' },
    ]);
  });

  it('shows every field of a create as added and of a delete as removed', () => {
    expect(auditChanges(null, { name: 'Foodie', color: 'teal' })).toEqual([
      { field: 'name', before: undefined, after: 'Foodie' },
      { field: 'color', before: undefined, after: 'teal' },
    ]);
    expect(auditChanges({ name: 'Foodie' }, null)).toEqual([{ field: 'name', before: 'Foodie', after: undefined }]);
  });

  it('compares text of several lines line by line', () => {
    const [change] = auditChanges({ content: 'one\ntwo\nthree' }, { content: 'one\n2\nthree\nfour' });
    expect(change!.lines).toEqual([
      { kind: 'same', text: 'one' },
      { kind: 'removed', text: 'two' },
      { kind: 'added', text: '2' },
      { kind: 'same', text: 'three' },
      { kind: 'added', text: 'four' },
    ]);
  });

  it('gives up the line comparison past its limit rather than hold the page', () => {
    const long = Array.from({ length: 2_000 }, (_, i) => `line ${i}`);
    expect(lineDiff(long, long)).toBeUndefined();
  });
});

describe('auditTitle', () => {
  it('names the item by its title or name, after the change first', () => {
    expect(auditTitle({ title: 'Before' }, { title: 'After' })).toBe('After');
    expect(auditTitle({ name: 'Gone' }, null)).toBe('Gone');
    expect(auditTitle(null, null)).toBeUndefined();
  });
});
