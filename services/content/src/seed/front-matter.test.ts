import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter.js';

describe('parseFrontMatter', () => {
  it('reads key: value lines, keeps colons inside values and drops surrounding quotes', () => {
    const doc = parseFrontMatter(`---\ntitle: "Three Ballparks: A Weekend"\nauthor: Sam\n# a comment\n\ntags: a, b\n---\n\n## Body\n`);
    expect(doc).toEqual({ attributes: { title: 'Three Ballparks: A Weekend', author: 'Sam', tags: 'a, b' }, body: '## Body\n' });
  });

  it.each([
    ['no opening fence', 'title: x\n---\nbody', 'must start with'],
    ['no closing fence', '---\ntitle: x\nbody', "no closing '---'"],
    ['a line that is not key: value', '---\njust words\n---\n', "post.md:2: expected 'key: value'"],
    ['a repeated key', '---\na: 1\na: 2\n---\n', "'a' appears twice"],
  ])('refuses %s', (_case, source, message) => {
    expect(() => parseFrontMatter(source, 'post.md')).toThrow(message);
  });
});
