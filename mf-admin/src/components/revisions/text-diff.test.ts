import { describe, expect, it } from 'vitest';
import { changedFields, diffValues, displayValue } from './text-diff';

describe('diffValues', () => {
  it('diffs a one-line value by word', () => {
    expect(diffValues('Slow mornings at home', 'Slow evenings at home')).toEqual([
      { value: 'Slow ', added: false, removed: false },
      { value: 'mornings', added: false, removed: true },
      { value: 'evenings', added: true, removed: false },
      { value: ' at home', added: false, removed: false },
    ]);
  });

  it('diffs markdown by line', () => {
    const parts = diffValues('## One\n\nFirst line\n', '## One\n\nFirst line\nSecond line\n');
    expect(parts).toEqual([
      { value: '## One\n\nFirst line\n', added: false, removed: false },
      { value: 'Second line\n', added: true, removed: false },
    ]);
  });

  it('shows ids by the names it is given', () => {
    const names = { 'id-1': 'Wellness', 'id-2': 'Mindfulness' };
    expect(displayValue(['id-2', 'other'], names)).toBe('Mindfulness\nother');
    expect(diffValues('id-1', 'id-3', names).map((part) => part.value)).toEqual(['Wellness', 'id-3']);
  });

  it('shows lists one item a line', () => {
    expect(displayValue(['a', 'b'])).toBe('a\nb');
    expect(
      diffValues(['a'], ['a', 'b'])
        .filter((part) => part.added)
        .map((part) => part.value.trim()),
    ).toEqual(['b']);
  });
});

describe('changedFields', () => {
  it('names the fields that differ, in order', () => {
    expect(
      changedFields({ title: 'A', tags: ['x'], slug: 's' }, { title: 'B', tags: ['x'], slug: 't' }, ['slug', 'title', 'tags']),
    ).toEqual(['slug', 'title']);
  });
});
