import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, readRepoFile, ROOT } from './docs/markdown-references.js';
import { repositoryTextFiles } from './docs/repository-files.js';

const REQUIREMENTS = 'docs/requirements.md';
const THIS_FILE = 'deploy/src/docs-requirements.test.ts';
// Code cites a requirement as docs/requirements.md#r-<name>; docs link to it relatively.
const CITATION = /requirements\.md#([\w-]+)/g;

// Deleted but not yet committed files are still listed by git; they cite nothing.
const files = repositoryTextFiles().filter((file) => file !== THIS_FILE && existsSync(join(ROOT, file)));
const texts = files.map((file) => ({ file, text: readRepoFile(file) }));

describe('docs/requirements.md is what the code cites', () => {
  const markdown = readRepoFile(REQUIREMENTS);
  const anchors = anchorsOf(markdown);

  it('gives each requirement one anchor', () => {
    const ids = [...markdown.matchAll(/\bid="([^"]+)"/g)].map(([, id]) => id);
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('has every anchor the code and the docs cite', () => {
    const cited = texts.flatMap(({ file, text }) => [...text.matchAll(CITATION)].map(([, anchor]) => ({ file, anchor: anchor! })));
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter(({ anchor }) => !anchors.has(anchor))).toEqual([]);
  });

  it('is the only requirements document cited: no file points at a numbered outside specification', () => {
    const outside = texts.filter(({ text }) => /\bSPEC\b/.test(text)).map(({ file }) => file);
    expect(outside).toEqual([]);
  });
});
