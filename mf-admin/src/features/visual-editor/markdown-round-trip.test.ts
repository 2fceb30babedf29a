// @vitest-environment jsdom
import MarkdownIt from 'markdown-it';
import { describe, expect, test } from 'vitest';
import { encodeText, escapeBlockStarts, roundTrip } from './markdown-round-trip';

// Vite reads the options literally, so they are spelled out in each call.
const corpusFiles = import.meta.glob<string>('./round-trip-corpus/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const seedFiles = import.meta.glob<string>('../../../../services/content/seed/{posts,guides}/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * The edge-case corpus: each name.md comes back byte-identical, unless a name.canonical.md beside it
 * writes down the one canonical form it comes back as (so every change the editor makes is in the repo).
 */
const corpus = Object.keys(corpusFiles)
  .filter((path) => !path.endsWith('.canonical.md'))
  .sort()
  .map((path) => {
    const source = corpusFiles[path]!;
    return {
      name: path.replace('./round-trip-corpus/', ''),
      source,
      expected: corpusFiles[path.replace(/\.md$/, '.canonical.md')] ?? source,
    };
  });

/** Every seeded post and guide body (the part after the front matter), which must come back byte-identical. */
const seeds = Object.keys(seedFiles)
  .sort()
  .map((path) => ({
    name: path.replace(/^.*\/seed\//, ''),
    source: seedFiles[path]!.replace(/^---\n[\s\S]*?\n---\n/, ''),
  }));

// A reference CommonMark renderer: a canonical form may spell markdown differently, never say something else.
const reference = new MarkdownIt('commonmark');
/** The one accepted difference in meaning: a link inside bold/italic comes back as bold/italic inside the link. */
const meaning = (markdown: string) =>
  reference.render(markdown).replace(/<(strong|em)><a ([^>]*)>([^<]*)<\/a><\/\1>/g, '<a $2><$1>$3</$1></a>');

describe('markdown → visual document → markdown', () => {
  test('the corpus and the seeds are there', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(6);
    expect(seeds.length).toBeGreaterThanOrEqual(30);
  });

  describe.each(corpus)('corpus/$name', ({ source, expected }) => {
    test('comes back as written, or as its written-down canonical form', () => {
      expect(roundTrip(source)).toBe(expected);
    });
    test('keeps its meaning', () => {
      expect(meaning(expected)).toBe(meaning(source));
    });
    test('its canonical form is stable', () => {
      expect(roundTrip(expected)).toBe(expected);
    });
  });

  test.each(seeds)('seeded $name comes back byte-identical', ({ source }) => {
    expect(roundTrip(source)).toBe(source);
  });
});

describe('escapeBlockStarts', () => {
  test('escapes the marks that would start a block, and nothing else', () => {
    expect(escapeBlockStarts('# a\n1. b\n2) c\n- d\n+ e\n> f\n---\n===')).toBe('\\# a\n1\\. b\n2\\) c\n\\- d\n\\+ e\n\\> f\n\\---\n\\===');
    expect(escapeBlockStarts('#hashtag, 1.5 litres, -minus, a > b')).toBe('#hashtag, 1.5 litres, -minus, a > b');
  });
});

describe('encodeText', () => {
  test('leaves readable text readable and escapes only what would be read as markup', () => {
    expect(encodeText('Fish & chips, a < b > c, &copy;')).toBe('Fish & chips, a < b > c, &copy;');
    expect(encodeText('<b> &#38; *x* [y]')).toBe('\\<b> \\&#38; \\*x\\* \\[y\\]');
  });
});
