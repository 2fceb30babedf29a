import { describe, expect, it } from 'vitest';
import { addTags } from './tag-list';

describe('addTags', () => {
  it('adds trimmed, comma-separated tags and skips blanks and duplicates', () => {
    expect(addTags(['slow living'], ' mornings ,, Slow Living,tea  time ')).toEqual(['slow living', 'mornings', 'tea time']);
    expect(addTags([], '   ')).toEqual([]);
  });
});
