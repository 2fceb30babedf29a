import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownToText, TEXT_WIDTH, wrapLine } from './plain-text.js';

const origin = 'https://livefully.example';
const fixtures = join(import.meta.dirname, 'fixtures', 'plain-text');
const repo = join(import.meta.dirname, '..', '..', '..', '..');

/** The seeded articles and guides, front matter off: real mailings are written like them. */
function seeded(): [string, string][] {
  return ['posts', 'guides'].flatMap((folder) => {
    const dir = join(repo, 'services', 'content', 'seed', folder);
    return readdirSync(dir)
      .filter((file) => file.endsWith('.md'))
      .map((file): [string, string] => [`${folder}/${file}`, readFileSync(join(dir, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')]);
  });
}

describe('markdownToText', () => {
  it('renders the fixture mailing exactly as expected.txt', () => {
    const markdown = readFileSync(join(fixtures, 'mailing.md'), 'utf8');
    const expected = readFileSync(join(fixtures, 'expected.txt'), 'utf8');
    expect(markdownToText(markdown, origin)).toBe(expected.replace(/\n$/, ''));
  });

  it.each([['fixture', readFileSync(join(fixtures, 'mailing.md'), 'utf8')] as [string, string], ...seeded()])(
    'leaves no markdown marks and no line over the width in %s',
    (_name, markdown) => {
      const text = markdownToText(markdown, origin);
      expect(text).not.toContain('##');
      expect(text).not.toContain('**');
      expect(text).not.toContain('](');
      // Only a word longer than the line (a url) may stand out, on a line of its own.
      for (const line of text.split('\n')) {
        if ([...line].length > TEXT_WIDTH) expect(line.trim().replace(/^(> |- |\d+\. )+/, '')).not.toContain(' ');
      }
    },
  );

  it('spells a link as text (url), made absolute on the origin, and drops one that is not http(s) or mailto', () => {
    expect(markdownToText('[Blog](/blog) [x](ftp://a.example/f) <https://a.example/b>', origin)).toBe(
      `Blog (${origin}/blog) x https://a.example/b`,
    );
  });
});

describe('wrapLine', () => {
  it('breaks between words and never inside one', () => {
    const url = `https://example.org/${'a'.repeat(40)}`;
    expect(wrapLine(`see ${url} now`, 20)).toEqual(['see', url, 'now']);
    expect(wrapLine('one two three', 7)).toEqual(['one two', 'three']);
  });
});
