import { describe, expect, it } from 'vitest';
import { countWords, readTimeOf } from './read-time.js';

describe('countWords', () => {
  it('counts words, not markup, link targets or list markers', () => {
    expect(countWords('## Work-life balance\n\n- **Walk** daily, see [the guide](https://example.com/a-b-c).\n1. Rest')).toBe(8);
  });

  it('leaves code fences out', () => {
    expect(countWords('Before\n\n```\nconst x = 1;\n```\n\nafter')).toBe(2);
  });
});

describe('readTimeOf', () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [650, 4],
  ])('%i words take %i minute(s)', (words, minutes) => {
    expect(readTimeOf('word '.repeat(words))).toBe(minutes);
  });
});
