import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { documentOf, islandNamesOf } from './document.mjs';
import { SPECULATION_RULES } from '@livefully/contracts/page-targets';
import { InlineFiles, SPECULATION_RULES_NAME } from './inline-files.mjs';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Live Fully</title><script defer src="/main.1234abcd.js"></script></head><body><div id="root"></div></body></html>';
const ASSETS = {
  css: ['/remotes/mf-content/__federation_expose_ArticlePage.aaaa1111.css'],
  js: ['/remotes/mf-content/__federation_expose_ArticlePage.bbbb2222.js'],
  entry: '/remotes/mf-content/remoteEntry.cccc3333.js',
};
const ENTRIES = { mf_content: '/remotes/mf-content/remoteEntry.cccc3333.js' };
const HTML =
  '<title>An Article | Live Fully</title><meta name="description" content="About it"/><link rel="canonical" href="https://site.example/blog/a"/>' +
  '<div class="site"><main><h1>An Article</h1></main></div>';

function parse(html: string) {
  return new JSDOM(html).window.document;
}

describe('documentOf (the rendered page as sent)', () => {
  it("moves the page's leading head tags into the head, marked, in place of the template's title", () => {
    const doc = parse(
      documentOf(TEMPLATE, { status: 200, html: HTML, state: {}, remoteModules: [] }, { stylesheets: [], assets: ASSETS, entries: {} }),
    );
    expect([...doc.querySelectorAll('title')].map((t) => t.textContent)).toEqual(['An Article | Live Fully']);
    expect(doc.head.querySelector('meta[name="description"]')?.hasAttribute('data-rendered')).toBe(true);
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://site.example/blog/a');
    expect(doc.getElementById('root')?.innerHTML).toBe('<div class="site"><main><h1>An Article</h1></main></div>');
  });

  it("links the page's stylesheets and preloads its module's entry and chunk, and names the exact entries and modules", () => {
    const doc = parse(
      documentOf(
        TEMPLATE,
        { status: 200, html: HTML, state: {}, remoteModules: ['mf_content/ArticlePage'] },
        { stylesheets: ['/405.dddd4444.css'], assets: ASSETS, entries: ENTRIES },
      ),
    );
    expect([...doc.head.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))).toEqual([
      '/405.dddd4444.css',
      ASSETS.css[0],
    ]);
    expect([...doc.head.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href'))).toEqual([
      ASSETS.entry,
      ASSETS.js[0],
    ]);
    expect(JSON.parse(doc.getElementById('remote-entries')!.textContent!)).toEqual(ENTRIES);
    expect(doc.getElementById('root')?.dataset.remoteModules).toBe('mf_content/ArticlePage');
    expect(doc.getElementById('root')?.hasAttribute('data-render')).toBe(false);
  });

  it('holds the first paint until the footer is parsed, before any stylesheet or script', () => {
    const doc = parse(
      documentOf(TEMPLATE, { status: 200, html: HTML, state: {}, remoteModules: [] }, { stylesheets: [], assets: ASSETS, entries: {} }),
    );
    const expectLink = doc.head.querySelector('link[rel="expect"]');
    expect(expectLink?.getAttribute('href')).toBe('#site-footer');
    expect(expectLink?.getAttribute('blocking')).toBe('render');
    expect(doc.head.querySelector('link')).toBe(expectLink);
  });

  it('hands the queries over as JSON no text can break out of', () => {
    const state = { queries: [{ queryKey: ['post'], state: { data: { title: '</script><script>alert(1)</script>' } } }] };
    const html = documentOf(
      TEMPLATE,
      { status: 200, html: HTML, state, remoteModules: [] },
      { stylesheets: [], assets: ASSETS, entries: {} },
    );
    expect(html).not.toContain('</script><script>alert(1)');
    const doc = parse(html);
    expect(JSON.parse(doc.getElementById('query-state')!.textContent!)).toEqual(state);
    expect(doc.querySelectorAll('script:not([type])').length).toBe(1);
  });

  it('marks the 503 page as the browser’s to render, not to hydrate', () => {
    const doc = parse(
      documentOf(
        TEMPLATE,
        { status: 503, html: HTML, state: {}, remoteModules: [] },
        { stylesheets: [], assets: { css: [], js: [] }, entries: ENTRIES },
      ),
    );
    expect(doc.getElementById('root')?.getAttribute('data-render')).toBe('client');
    expect(doc.getElementById('root')?.hasAttribute('data-remote-modules')).toBe(false);
  });

  describe('a public page served as islands', () => {
    const TEMPLATE_WITH_CSS = TEMPLATE.replace('</head>', '<link href="/main.5678efab.css" rel="stylesheet"></head>');
    const ISLANDS = {
      runtime: { early: '/islands/early.1.js', js: '/islands/runtime.2.js', imports: [] },
      files: new Map(),
      data: { settings: {} },
      stylesheets: {
        replaces: '/main.5678efab.css',
        before: '/styles/main-before.1111.css',
        widgets: '/styles/main-widgets.2222.css',
        after: '/styles/main-after.3333.css',
      },
    };
    const render = (status: number) =>
      parse(
        documentOf(
          TEMPLATE_WITH_CSS,
          { status, html: HTML, state: {}, remoteModules: [] },
          { stylesheets: [], assets: { css: [], js: [] }, entries: {}, islands: ISLANDS },
        ),
      );

    it("links the shell's stylesheet cut around the widgets' rules, which block nothing and are not fetched before the first paint, in their place", () => {
      const links = [...render(200).head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
        `${link.getAttribute('href') ?? `(later ${link.getAttribute('data-href')})`} ${link.getAttribute('media') ?? ''}`.trim(),
      );
      expect(links).toEqual([
        '/styles/main-before.1111.css',
        '(later /styles/main-widgets.2222.css) not all',
        '/styles/main-after.3333.css',
      ]);
      expect(render(200).head.querySelector('link[data-radix-widgets]')?.hasAttribute('href')).toBe(false);
    });

    it("leaves the page the application renders (the 503 page) the shell's whole stylesheet", () => {
      const links = [...render(503).head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
      expect(links).toEqual(['/main.5678efab.css']);
    });
  });
});

describe('documentOf, a page served as islands', () => {
  const ISLAND_HTML =
    '<title>An Article | Live Fully</title>' +
    '<div class="site"><main><h1>An Article</h1>' +
    '<lf-island data-island="shell/AuthControl" data-props="{}"><button>Sign In</button></lf-island>' +
    '<lf-island data-island="mf_content/Share" data-props="{&quot;slug&quot;:&quot;a&quot;}"><button>Share</button></lf-island>' +
    '</main></div>';
  const ISLANDS = {
    runtime: { early: '/islands/early.1111aaaa.js', js: '/islands/runtime.2222bbbb.js', imports: ['/islands/976.3333cccc.js'] },
    files: new Map([['mf_content/Share', { js: '/remotes/mf-content/islands/Share.4444dddd.js', imports: [] }]]),
    data: { settings: { siteName: 'Live Fully' } },
  };
  const page = (overrides = {}) => ({
    status: 200,
    html: ISLAND_HTML,
    state: { queries: ['the article'] },
    remoteModules: [],
    ...overrides,
  });
  const serve = (overrides = {}) =>
    parse(
      documentOf(TEMPLATE, page(overrides), { stylesheets: ['/405.dddd4444.css'], assets: ASSETS, entries: ENTRIES, islands: ISLANDS }),
    );

  it('names the islands its markup holds', () => {
    expect(islandNamesOf(ISLAND_HTML)).toEqual(['shell/AuthControl', 'mf_content/Share']);
  });

  it('runs one small script instead of the application: no application script, no preloads before the first paint', () => {
    const doc = serve();
    const scripts = [...doc.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
    expect(scripts).toEqual([ISLANDS.runtime.early]);
    expect(doc.querySelector('script[src]')?.getAttribute('type')).toBe('module');
    expect(doc.head.querySelector('link[rel="preload"][as="script"], link[rel="modulepreload"]')).toBeNull();
    expect(doc.getElementById('remote-entries')).toBeNull();
    expect(doc.getElementById('root')?.dataset.render).toBe('islands');
  });

  it("names the runtime and every module the islands need (loaded after the first paint), each island's module and the page's settings", () => {
    const doc = serve();
    expect(JSON.parse(doc.getElementById('islands')!.textContent!)).toEqual({
      settings: { siteName: 'Live Fully' },
      runtime: ISLANDS.runtime.js,
      modules: [ISLANDS.runtime.js, ...ISLANDS.runtime.imports, '/remotes/mf-content/islands/Share.4444dddd.js'],
      sources: { 'mf_content/Share': '/remotes/mf-content/islands/Share.4444dddd.js' },
    });
    expect([...doc.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/405.dddd4444.css',
      ASSETS.css[0],
    ]);
  });

  describe('carrying what the first paint waits for', () => {
    const TEMPLATE_WITH_CSS = TEMPLATE.replace(
      '</head>',
      '<script src="/appearance.js"></script><link href="/main.5678efab.css" rel="stylesheet"></head>',
    );
    const files = new InlineFiles();
    files.add('/styles/main-before.1111.css', '.a{color:red}', 'style');
    files.add('/styles/main-after.3333.css', '.b{background:url(fonts/x.woff2?v=1#f)}', 'style');
    files.add('/405.dddd4444.css', '.c{margin:0}', 'style');
    files.add('/appearance.js', 'document.documentElement.classList.add("light")', 'script');
    files.add(ISLANDS.runtime.early, 'globalThis.early = 1;\n//# sourceMappingURL=early.1111aaaa.js.map', 'script');
    files.add('/remotes/mf-content/broken.css', '.d::after{content:"</style>"}', 'style');
    files.add(SPECULATION_RULES_NAME, SPECULATION_RULES, 'script');
    const STYLESHEETS = {
      replaces: '/main.5678efab.css',
      before: '/styles/main-before.1111.css',
      widgets: '/styles/main-widgets.2222.css',
      after: '/styles/main-after.3333.css',
    };
    const carry = (css = ASSETS.css, speculationRules = true) => {
      const inline = files.forPage();
      const html = documentOf(TEMPLATE_WITH_CSS, page(), {
        stylesheets: ['/405.dddd4444.css'],
        assets: { ...ASSETS, css },
        entries: ENTRIES,
        islands: { ...ISLANDS, stylesheets: STYLESHEETS, inline, speculationRules },
      });
      return { doc: parse(html), header: inline.sourcesHeader() };
    };

    it('carries the registered stylesheets in their place in the cascade, and links the rest', () => {
      const { doc } = carry();
      const sheets = [...doc.head.querySelectorAll('style, link[rel="stylesheet"]')].map((node) =>
        node.tagName === 'STYLE' ? node.textContent : `link ${node.getAttribute('href')}`,
      );
      expect(sheets).toEqual([
        '.a{color:red}',
        'link null',
        // A stylesheet's relative url() is resolved against where it is served, since the page is elsewhere.
        '.b{background:url(/styles/fonts/x.woff2?v=1#f)}',
        '.c{margin:0}',
        `link ${ASSETS.css[0]}`,
      ]);
    });

    it("carries the shell's appearance script, so it still runs before the first paint", () => {
      const { doc } = carry();
      const inline = [...doc.head.querySelectorAll('script:not([src]):not([type])')].map((script) => script.textContent);
      expect(inline).toEqual(['document.documentElement.classList.add("light")']);
      expect(doc.querySelector('script[src="/appearance.js"]')).toBeNull();
    });

    it('carries the first script, as a module without its source map comment: no script is asked for before the first paint', () => {
      const { doc } = carry();
      expect([...doc.querySelectorAll('script[type="module"]')].map((script) => script.textContent)).toEqual(['globalThis.early = 1;']);
      expect(doc.querySelector('script[src]')).toBeNull();
    });

    it('names the hash of exactly what it carries, for the CSP', () => {
      const { doc, header } = carry();
      const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      const styles = [...doc.querySelectorAll('style')].map((node) => hash(node.textContent!));
      const scripts = [...doc.querySelectorAll('head script:not([src]):not([type="application/json"])')].map((node) =>
        hash(node.textContent!),
      );
      const [style, script] = header.split('; ');
      expect(style!.split(' ').slice(1).sort()).toEqual(styles.sort());
      expect(script!.split(' ').slice(1).sort()).toEqual(scripts.sort());
      expect(scripts).toHaveLength(3);
    });

    it("carries the site's prefetch and prerender rules (no rules file is asked for before the first paint), but not on one person's link", () => {
      const { doc, header } = carry();
      const rules = doc.head.querySelectorAll('script[type="speculationrules"]');
      expect(rules).toHaveLength(1);
      const parsed = JSON.parse(rules[0]!.textContent!) as { prefetch: { where: unknown }[]; prerender: { where: unknown }[] };
      for (const rule of [...parsed.prefetch, ...parsed.prerender])
        for (const path of ['/admin/*', '/api/*', '/preview/*', '/subscriptions/*'])
          expect(JSON.stringify(rule.where)).toContain(`"${path}"`);
      expect(header).toContain(`'sha256-${createHash('sha256').update(SPECULATION_RULES).digest('base64')}'`);

      const withoutRules = carry(ASSETS.css, false);
      expect(withoutRules.doc.querySelector('script[type="speculationrules"]')).toBeNull();
      expect(withoutRules.header).not.toContain(`'sha256-${createHash('sha256').update(SPECULATION_RULES).digest('base64')}'`);
    });

    it('links a stylesheet whose text would close the element that carries it', () => {
      const { doc } = carry(['/remotes/mf-content/broken.css']);
      expect(doc.head.querySelector('link[href="/remotes/mf-content/broken.css"]')).not.toBeNull();
      expect(doc.body.textContent).not.toContain('</style>');
    });
  });

  it('writes the queries the page was rendered with only when an island reads them', () => {
    expect(serve().getElementById('query-state')).toBeNull();
    const reading = ISLAND_HTML.replace('data-props="{}">', 'data-props="{}" data-queries="">');
    expect(JSON.parse(serve({ html: reading }).getElementById('query-state')!.textContent!)).toEqual({ queries: ['the article'] });
  });

  it('serves the 503 page and a page whose remote the browser must finish as the application', () => {
    for (const overrides of [{ status: 503 }, { slotLeftToBrowser: true }]) {
      const doc = serve(overrides);
      expect([...doc.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))).toEqual(['/main.1234abcd.js']);
      expect(doc.getElementById('islands')).toBeNull();
    }
  });
});
