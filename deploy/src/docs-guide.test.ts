import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, excerptsOf, existsInTree, imagesOf, linksOf, namedPathsOf, readRepoFile, ROOT } from './docs/markdown-references.js';

// Every page's paths and links must name what is in the tree; the endpoint guide also quotes code.
const PAGES = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const GUIDE = 'docs/adding-an-endpoint.md';

describe('the endpoint guide is a worked example of code in the tree', () => {
  const excerpts = excerptsOf(readRepoFile(GUIDE));

  it('quotes the code of its example', () => {
    expect(excerpts.length).toBeGreaterThanOrEqual(5);
  });

  it.each(excerpts.map((excerpt) => [`${excerpt.file} (guide line ${excerpt.line})`, excerpt] as const))(
    'quotes %s as it is',
    (_, { file, text }) => {
      expect(existsInTree(file), `${file} exists`).toBe(true);
      expect(readRepoFile(file), `the excerpt is copied from ${file}`).toContain(text);
    },
  );
});

describe.each(PAGES)('%s', (page) => {
  const markdown = readRepoFile(page);

  it('names only paths that exist', () => {
    const missing = namedPathsOf(markdown).filter((path) => !existsInTree(path));
    expect(missing).toEqual([]);
  });

  it('links only to files and anchors that exist', () => {
    const broken = linksOf(markdown, page).filter(({ path, anchor }) => {
      if (!existsInTree(path)) return true;
      return anchor !== undefined && path.endsWith('.md') && !anchorsOf(readRepoFile(path)).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});

describe("the editors' guide shows the admin area as the e2e run last saw it", () => {
  const images = imagesOf(readRepoFile('docs/editors-guide.md'), 'docs/editors-guide.md');
  const specs = readdirSync(join(ROOT, 'e2e/tests'))
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => readRepoFile(`e2e/tests/${name}`))
    .join('\n');

  it('shows pictures', () => {
    expect(images.length).toBeGreaterThanOrEqual(5);
  });

  it.each(images)('%s is in the tree and an e2e spec takes it', (image) => {
    expect(existsInTree(image)).toBe(true);
    expect(specs).toContain(basename(image));
  });
});
