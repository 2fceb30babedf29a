import { describe, expect, it } from 'vitest';
import { blocksMatching } from './slash-blocks';
import { moveActive } from './slash-menu-list';

describe('the / menu', () => {
  it('offers every block, and filters by the start of a word of the name or its keywords', () => {
    expect(blocksMatching('').map((b) => b.label)).toEqual([
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Code block',
      'Divider',
      'Image',
    ]);
    expect(blocksMatching('div').map((b) => b.label)).toEqual(['Divider']);
    expect(blocksMatching('hr').map((b) => b.label)).toEqual(['Divider']);
    expect(blocksMatching('list').map((b) => b.label)).toEqual(['Bulleted list', 'Numbered list']);
    expect(blocksMatching('zzz')).toEqual([]);
  });

  it('moves the highlight with the arrow keys, wrapping at both ends', () => {
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'End')).toBe(2);
    expect(moveActive(2, 3, 'Home')).toBe(0);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(0);
  });
});
