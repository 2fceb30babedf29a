// @vitest-environment jsdom
import fc from 'fast-check';
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

/*
 * The round trip as a property: documents built at random from every construct the editor offers,
 * each written in its canonical form, come back byte-identical; a second trip changes nothing; and
 * the reference CommonMark renderer reads the same meaning. A fixed seed and run count keep CI
 * deterministic; a failure prints the smallest document that breaks it.
 */

/** Words as they are spelled in markdown, the characters markdown would read as marks escaped. */
const word = fc.constantFrom(
  'calm',
  'tea',
  'morning',
  'café',
  'a\\*b',
  'x\\_y',
  '\\[note\\]',
  'back\\\\slash',
  '#tag',
  '1.5',
  'Fish & chips',
  'a < b',
  'x > y',
  '50%',
  'don’t',
  '\\`tick\\`',
  '&copy;',
);
const words = fc.array(word, { minLength: 1, maxLength: 4 }).map((list) => list.join(' '));
const plainWords = fc
  .array(fc.constantFrom('calm', 'tea', 'slow', 'light', 'walk'), { minLength: 1, maxLength: 3 })
  .map((list) => list.join(' '));
const url = fc.constantFrom('https://example.com', 'https://example.com/a/b?c=1', '/guides/slow-mornings');

const inline = fc.oneof(
  { arbitrary: words, weight: 4 },
  plainWords.map((text) => `**${text}**`),
  plainWords.map((text) => `*${text}*`),
  plainWords.map((text) => `\`${text}\``),
  fc.tuple(plainWords, url).map(([text, href]) => `[${text}](${href})`),
  fc.tuple(plainWords, url, plainWords).map(([text, href, title]) => `[${text}](${href} "${title}")`),
);
const line = fc.array(inline, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' '));
/** A paragraph of one or more lines joined by hard breaks (two trailing spaces, the canonical form). */
const paragraph = fc
  .tuple(fc.constantFrom('', '\\# ', '1\\. ', '\\- ', '\\> ', '\\+ '), fc.array(line, { minLength: 1, maxLength: 3 }))
  // A paragraph may start with a block's mark, escaped so that it stays text.
  .map(([start, lines]) => start + lines.join('  \n'));

const heading = fc.tuple(fc.integer({ min: 1, max: 3 }), line).map(([level, text]) => `${'#'.repeat(level)} ${text}`);
const image = fc
  .tuple(plainWords, fc.constantFrom('/media/1/original-800x400.jpg', '/images/lake.jpg'), fc.option(plainWords, { nil: undefined }))
  .map(([alt, src, title]) => (title ? `![${alt}](${src} "${title}")` : `![${alt}](${src})`));
const codeBlock = fc
  .tuple(
    fc.constantFrom('', 'ts', 'sh'),
    fc.array(fc.constantFrom('const x = 1;', 'echo "*not bold*"', '# not a heading', '  indented'), { minLength: 1, maxLength: 3 }),
  )
  .map(([lang, lines]) => `\`\`\`${lang}\n${lines.join('\n')}\n\`\`\``);
const quote = fc.array(line, { minLength: 1, maxLength: 2 }).map((paragraphs) => paragraphs.map((p) => `> ${p}`).join('\n>\n'));

/** A list, nested up to two levels: a bullet's children indent by 2, a numbered item's by 3. */
const list: fc.Arbitrary<string> = fc.letrec<{ list: string; items: string[] }>((tie) => ({
  list: fc
    .tuple(
      fc.boolean(),
      fc.array(fc.tuple(line, fc.option(tie('items'), { nil: undefined, depthSize: 'small' })), { minLength: 1, maxLength: 3 }),
    )
    .map(([ordered, items]) =>
      items
        .map(([text, children], index) => {
          const marker = ordered ? `${index + 1}. ` : '- ';
          const nested = children ? `\n${children.map((child) => `${' '.repeat(marker.length)}${child}`).join('\n')}` : '';
          return `${marker}${text}${nested}`;
        })
        .join('\n'),
    ),
  items: fc
    .tuple(fc.boolean(), fc.array(line, { minLength: 1, maxLength: 2 }))
    .map(([ordered, lines]) => lines.map((text, index) => `${ordered ? `${index + 1}. ` : '- '}${text}`)),
})).list;

const block = fc.oneof(
  { arbitrary: paragraph, weight: 4 },
  heading,
  list.map((text) => ({ list: text })),
  quote,
  codeBlock,
  fc.constant('---'),
  image,
);
/**
 * Blocks in a row. Two lists in a row are one list to CommonMark (a writer cannot make them in the
 * editor either), so a paragraph stands between them.
 */
const document = fc.array(block, { minLength: 1, maxLength: 6 }).map((blocks) => {
  const texts = blocks.flatMap((item, index) => {
    const text = typeof item === 'string' ? item : item.list;
    return typeof item !== 'string' && typeof blocks[index - 1] === 'object' ? ['Between.', text] : [text];
  });
  return `${texts.join('\n\n')}\n`;
});

// Three editors per document, 200 documents: longer than a unit test's default allowance.
describe('the round trip, over generated documents', { timeout: 120_000 }, () => {
  test('comes back byte-identical, is stable, and keeps its meaning', () => {
    fc.assert(
      fc.property(document, (source) => {
        const once = roundTrip(source);
        expect(once).toBe(source);
        expect(roundTrip(once)).toBe(once);
        expect(reference.render(once)).toBe(reference.render(source));
      }),
      { numRuns: 200, seed: 31 },
    );
  });
});
