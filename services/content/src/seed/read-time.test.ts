import { describe, expect, it } from 'vitest';
import { countWords, readTimeMinutes } from './read-time.js';

describe('countWords', () => {
  it('counts words, not markup, link targets or list markers', () => {
    expect(countWords('## Work-life balance\n\n- **Walk** daily, see [the guide](https://example.com/a-b-c).\n1. Rest')).toBe(8);
  });
});

describe('readTimeMinutes', () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [650, 4],
  ])('%i words take %i minute(s)', (words, minutes) => {
    expect(readTimeMinutes('word '.repeat(words))).toBe(minutes);
  });
});
