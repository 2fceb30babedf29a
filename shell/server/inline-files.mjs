// @ts-check
import { createHash } from 'node:crypto';

/** The name the site's speculation rules are registered by (they are no file: contracts' SPECULATION_RULES). */
export const SPECULATION_RULES_NAME = 'speculation-rules';

/**
 * The files a public page carries in its HTML instead of linking them (docs/server-rendering.md,
 * "First paint first"): the stylesheets that block its first paint, the shell's small
 * appearance script, the island page's first script (`early`) and the site's speculation rules.
 * A page that links them waits a round trip (on a new connection, several) after its HTML before
 * it can paint; a page that carries them paints as soon as its HTML is in, as a static copy of it
 * would.
 *
 * The CSP allows no inline style or script but by hash, so each page names the hashes of what it
 * carries (`sourcesHeader`), and the gateway allows exactly those for that page. Only the files
 * registered here can be inlined; what a page's content holds never can.
 *
 * Memory: one entry per registered file (the shell's stylesheets and script, each remote's
 * page stylesheets, read once per build), a few hundred KB in all.
 */
export class InlineFiles {
  constructor() {
    /** @type {Map<string, { text: string, hash: string }>} */
    this.files = new Map();
  }

  /**
   * Registers a file by the path the page names it with; a stylesheet's relative `url()`s are
   * resolved against that path, since the page that carries it lives elsewhere.
   * A script's source map comment goes: its relative path would name a file beside the page.
   * @param {string} href @param {string} text @param {'style' | 'script'} kind
   */
  add(href, text, kind) {
    const body = kind === 'style' ? absoluteUrls(text, href) : text.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
    // Nothing in the file may close the element that carries it; such a file stays linked.
    if (new RegExp(`</${kind}`, 'i').test(body)) return;
    this.files.set(`${kind} ${href}`, { text: body, hash: `'sha256-${createHash('sha256').update(body).digest('base64')}'` });
  }

  /** What one page carries: each call that inlines a file records its hash for the page's CSP. */
  forPage() {
    /** @type {{ style: Set<string>, script: Set<string> }} */
    const used = { style: new Set(), script: new Set() };
    const take = (/** @type {'style' | 'script'} */ kind, /** @type {string} */ href) => {
      const file = this.files.get(`${kind} ${href}`);
      if (file) used[kind].add(file.hash);
      return file?.text;
    };
    /** The registered text wrapped in its element, or undefined when it is not registered. */
    const wrapped = (
      /** @type {'style' | 'script'} */ kind,
      /** @type {string} */ href,
      /** @type {string} */ open,
      /** @type {string} */ close,
    ) => {
      const text = take(kind, href);
      return text === undefined ? undefined : `${open}${text}${close}`;
    };
    return {
      /** `<style>` with the stylesheet's text. @param {string} href */
      style: (href) => wrapped('style', href, '<style>', '</style>'),
      /** `<script>` with the script's text. @param {string} src */
      script: (src) => wrapped('script', src, '<script>', '</script>'),
      /** `<script type="module">` with the module's text (one that imports nothing by a relative path). @param {string} src */
      module: (src) => wrapped('script', src, '<script type="module">', '</script>'),
      /** `<script type="speculationrules">` with the rules registered as SPECULATION_RULES_NAME. */
      speculationRules: () => wrapped('script', SPECULATION_RULES_NAME, '<script type="speculationrules">', '</script>'),
      /** The `X-Inline-Sources` header: `style 'sha256-…' …; script 'sha256-…'`, or '' when nothing was inlined. */
      sourcesHeader: () =>
        /** @type {const} */ (['style', 'script'])
          .filter((kind) => used[kind].size > 0)
          .map((kind) => `${kind} ${[...used[kind]].join(' ')}`)
          .join('; '),
    };
  }
}

/**
 * A stylesheet's relative `url()`s resolved against where it is served (a path, or a URL of the
 * site), as absolute paths: for the stylesheet carried by a page that lives elsewhere.
 * @param {string} css @param {string} href
 */
export function absoluteUrls(css, href) {
  const base = new URL(href, 'http://site.invalid');
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (whole, quote, ref) =>
    /^(data:|[a-z][a-z0-9+.-]*:|\/|#)/i.test(ref) ? whole : `url(${quote}${pathOf(new URL(ref, base))}${quote})`,
  );
}

const pathOf = (/** @type {URL} */ url) => url.pathname + url.search + url.hash;
