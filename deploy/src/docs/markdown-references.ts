import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

/** The repository's root: deploy/src/docs → three levels up. */
export const ROOT = join(import.meta.dirname, '..', '..', '..');

export const readRepoFile = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** A fenced block whose info string says `excerpt=<file>`: text that must stay copied from that file. */
export interface Excerpt {
  file: string;
  text: string;
  line: number;
}

const parse = (markdown: string): Root => fromMarkdown(markdown);

export function excerptsOf(markdown: string): Excerpt[] {
  const excerpts: Excerpt[] = [];
  visit(parse(markdown), 'code', (node) => {
    const file = /(?:^|\s)excerpt=(\S+)/.exec(node.meta ?? '')?.[1];
    if (file) excerpts.push({ file, text: node.value, line: node.position?.start.line ?? 0 });
  });
  return excerpts;
}

// Top-level entries of the repository: an inline code span starting with one of them names a path.
const TOP_LEVEL = new Set(readdirSync(ROOT).filter((name) => name !== 'node_modules' && !name.startsWith('.data')));

/**
 * The repository paths a page names in inline code (`gateway/src/...`), relative to the root.
 * Spans with a placeholder (`<kind>`) or an alternation (`{a,b}`) describe a family, not a file,
 * and are left out; a `*` is a glob that must match something.
 */
export function namedPathsOf(markdown: string): string[] {
  const paths = new Set<string>();
  visit(parse(markdown), 'inlineCode', (node) => {
    const token = node.value.trim();
    // Build outputs (`shell/dist/...`) exist only after a build.
    if (/[\s<>{}]/.test(token) || /(^|\/)(dist|\.data)(\/|$)/.test(token)) return;
    const first = token.split('/')[0]!;
    if (TOP_LEVEL.has(first) && (token.includes('/') || first.includes('.'))) paths.add(token.replace(/#.*$/, '').replace(/\/$/, ''));
  });
  return [...paths];
}

/** Whether a named path (or a glob) exists in the tree. */
export function existsInTree(path: string): boolean {
  if (path.includes('*')) return globSync(path, { cwd: ROOT, exclude: (name) => name === 'node_modules' }).length > 0;
  return existsSync(join(ROOT, path));
}

/** A page's relative links, resolved against the repository root, with their anchors. */
export function linksOf(markdown: string, page: string): { path: string; anchor?: string }[] {
  const links: { path: string; anchor?: string }[] = [];
  visit(parse(markdown), 'link', (node) => {
    if (/^[a-z]+:/i.test(node.url)) return;
    const [target = '', anchor] = node.url.split('#');
    const path = target ? relative(ROOT, join(ROOT, dirname(page), target)) : page;
    links.push(anchor ? { path, anchor } : { path });
  });
  return links;
}

/** The images a page shows, as paths from the repository's root. */
export function imagesOf(markdown: string, page: string): string[] {
  const images: string[] = [];
  visit(parse(markdown), 'image', (node) => {
    if (!/^[a-z]+:/i.test(node.url)) images.push(relative(ROOT, join(ROOT, dirname(page), node.url)));
  });
  return images;
}

/** The anchors a page offers: GitHub's slug of each heading, and every explicit `id="..."`. */
export function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  visit(parse(markdown), 'heading', (node) => {
    anchors.add(slugger.slug(toString(node, { includeHtml: false })));
  });
  for (const [, id] of markdown.matchAll(/\bid="([^"]+)"/g)) anchors.add(id!);
  return anchors;
}
