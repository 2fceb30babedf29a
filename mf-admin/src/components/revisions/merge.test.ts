import { describe, expect, it } from 'vitest';
import { defaultChoices, mergeValues, threeWayMerge } from './merge';

const FIELDS = ['title', 'content', 'tags', 'status'] as const;
const base = { title: 'Slow Mornings', content: 'One\nTwo', tags: ['a'], status: 'draft', slugLinked: false };

describe('threeWayMerge', () => {
  it('lists the fields either side changed, with who changed them, in field order', () => {
    const theirs = { ...base, content: 'One\nTwo\nThree', tags: ['a', 'b'] };
    const mine = { ...base, title: 'Slower Mornings', tags: ['c'] };
    expect(threeWayMerge(base, theirs, mine, FIELDS)).toEqual([
      {
        field: 'title',
        base: 'Slow Mornings',
        theirs: 'Slow Mornings',
        mine: 'Slower Mornings',
        theirsChanged: false,
        mineChanged: true,
        conflict: false,
      },
      {
        field: 'content',
        base: 'One\nTwo',
        theirs: 'One\nTwo\nThree',
        mine: 'One\nTwo',
        theirsChanged: true,
        mineChanged: false,
        conflict: false,
      },
      { field: 'tags', base: ['a'], theirs: ['a', 'b'], mine: ['c'], theirsChanged: true, mineChanged: true, conflict: true },
    ]);
  });

  it('leaves out a field both sides changed to the same value', () => {
    const theirs = { ...base, status: 'published' };
    const mine = { ...base, status: 'published' };
    expect(threeWayMerge(base, theirs, mine, FIELDS)).toEqual([]);
  });
});

describe('defaultChoices and mergeValues', () => {
  const theirs = { ...base, content: 'Theirs', tags: ['t'] };
  const mine = { ...base, title: 'Mine', tags: ['m'] };
  const merges = threeWayMerge(base, theirs, mine, FIELDS);

  it('keeps each side’s own changes and the editor’s where both changed', () => {
    expect(defaultChoices(merges)).toEqual({ title: 'mine', content: 'theirs', tags: 'mine' });
    expect(mergeValues(theirs, mine, defaultChoices(merges))).toEqual({ ...base, title: 'Mine', content: 'Theirs', tags: ['m'] });
  });

  it('takes theirs for every field the editor gives up, and never loses a field neither changed', () => {
    const merged = mergeValues(theirs, mine, { title: 'theirs', content: 'theirs', tags: 'theirs' });
    expect(merged).toEqual(theirs);
    expect(mergeValues(theirs, mine, { content: 'mine' })).toMatchObject({ content: base.content, status: 'draft', slugLinked: false });
  });
});
