/**
 * The styles and scripts a rendered page carries in its HTML (the renderer's inline-files.mjs;
 * docs/server-rendering.md, "First paint first"): the renderer names their hashes in
 * `X-Inline-Sources` (`style 'sha256-…' …; script 'sha256-…'`), and the page's CSP allows exactly
 * those, for that page alone. The CSP keeps refusing any other inline style or script: a hash
 * names one exact text, which only the renderer's own files have.
 */
export interface InlineSources {
  style: string[];
  script: string[];
}

export const INLINE_SOURCES_HEADER = 'x-inline-sources';

/** A page carries a few files (the shell's stylesheets and script, its remote page's stylesheets). */
const MAX_HASHES = 16;
const HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/** The header read strictly; undefined when absent. Throws on anything else than the form above. */
export function parseInlineSources(header: string | null): InlineSources | undefined {
  if (header === null || header === '') return undefined;
  const sources: InlineSources = { style: [], script: [] };
  for (const part of header.split(';')) {
    const [kind, ...hashes] = part.trim().split(/\s+/);
    if ((kind !== 'style' && kind !== 'script') || hashes.length === 0 || sources[kind].length > 0)
      throw new Error(`${INLINE_SOURCES_HEADER}: "${part.trim().slice(0, 40)}" is not "style|script 'sha256-…' …"`);
    if (hashes.length > MAX_HASHES || !hashes.every((hash) => HASH.test(hash)))
      throw new Error(`${INLINE_SOURCES_HEADER}: the ${kind} sources are not up to ${MAX_HASHES} sha256 hashes`);
    sources[kind] = hashes;
  }
  return sources;
}

/** `csp` with the page's hashes added to `style-src` and `script-src` (each as its own source). */
export function cspWithInlineSources(csp: string, sources: InlineSources | undefined): string {
  if (!sources) return csp;
  return csp
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/, 1)[0];
      const added = name === 'style-src' ? sources.style : name === 'script-src' ? sources.script : [];
      return added.length ? `${directive} ${added.join(' ')}` : directive;
    })
    .join(';');
}
