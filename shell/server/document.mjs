// @ts-check

/**
 * @typedef {{ status: number, html: string, state: unknown, remoteId?: string, remoteModules: string[] }} RenderedPage
 * @typedef {{ css: string[], js: string[], entry?: string }} PageAssets
 * @typedef {{ js: string, imports: string[] }} IslandFiles
 * @typedef {{ replaces: string, before: string, widgets: string, after: string }} PublicStylesheets
 * @typedef {{
 *   runtime: IslandFiles & { early: string },
 *   files: Map<string, IslandFiles>,
 *   data: { settings: Record<string, unknown>, firebase?: Record<string, unknown> },
 *   stylesheets?: PublicStylesheets,
 *   inline?: PageInline,
 *   speculationRules?: boolean,
 * }} PageIslands
 *   `speculationRules`: whether the page carries the site's prefetch and prerender rules (a public page does; one person's link does not)
 * @typedef {{ style: (href: string) => string | undefined, script: (src: string) => string | undefined, module: (src: string) => string | undefined, speculationRules: () => string | undefined }} PageInline
 *   what a page carries in its HTML (inline-files.mjs): each gives the element, or undefined to link the file
 */

/** The islands a page's markup holds (web-kit's `<Island>`), by name: `shell/AuthControl`, `mf_content/Share`. */
const ISLAND = /<lf-island data-island="([a-z][a-z0-9_]*\/[A-Za-z][A-Za-z0-9]*)"/g;

/** @param {string} html @returns {string[]} */
export function islandNamesOf(html) {
  return [...new Set([...html.matchAll(ISLAND)].map((match) => /** @type {string} */ (match[1])))];
}

/** Whether a rendered page is served as islands: any but a page the browser must render or finish itself. */
export function servedAsIslands(/** @type {RenderedPage & { slotLeftToBrowser?: boolean }} */ page) {
  return page.status !== 503 && !page.slotLeftToBrowser;
}

/** The browser application's script in the shell's index.html, which a page of islands does not run. */
const APPLICATION_SCRIPT = /<script defer(?:="defer")? src="[^"]*\/main\.[^"]*\.js"><\/script>/;

/** React writes a page's hoistable tags (title, meta, link) first; they belong in the head. */
const LEADING_HEAD_TAGS = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/;

/**
 * The first paint waits until the footer's start tag is parsed (the site layout's `#site-footer`),
 * that is until the header and the whole main area are: a browser that paints a response before
 * it has all of it (a slow network, a busy machine) would otherwise show a partial page that moves
 * as the rest arrives, a layout shift the reader sees.
 */
const PAINT_WHOLE_PAGE = '<link rel="expect" href="#site-footer" blocking="render">';

/**
 * The shell's stylesheet as a public page links it (web-kit's rspack/radix-themes-css/widgets-block.mjs):
 * cut around the widgets' rules, which stay in their place in the cascade but block nothing
 * (`media="not all"`, and no `href` until the page has painted: `data-href`, which the first
 * script gives it then, or the first island that shows a widget, which applies it).
 * @param {string} template @param {PublicStylesheets | undefined} stylesheets @param {PageInline | undefined} inline
 */
function publicStylesheetsOf(template, stylesheets, inline) {
  if (!stylesheets) return template;
  // As the shell's index.html links it (HtmlRspackPlugin).
  return template.replace(
    `<link href="${stylesheets.replaces}" rel="stylesheet">`,
    () =>
      stylesheetOf(stylesheets.before, inline) +
      // Named, not fetched: it is asked for after the first paint (early.ts), or by the first widget.
      `<link rel="stylesheet" data-href="${attribute(stylesheets.widgets)}" media="not all" data-radix-widgets="">` +
      stylesheetOf(stylesheets.after, inline),
  );
}

/** A stylesheet the first paint waits for: carried in the page when it can be, else linked. @param {string} href @param {PageInline | undefined} inline */
const stylesheetOf = (href, inline) => inline?.style(href) ?? `<link rel="stylesheet" href="${attribute(href)}">`;

/** The template's blocking scripts (the shell's appearance script), carried in the page when they can be. @param {string} template @param {PageInline | undefined} inline */
const blockingScriptsOf = (template, inline) =>
  inline ? template.replace(/<script src="([^"]+)"><\/script>/g, (tag, src) => inline.script(src) ?? tag) : template;

/**
 * The site's prefetch and prerender rules, carried by a public page (contracts' SPECULATION_RULES):
 * carried, not named by a header, so no request stands before the page's first paint.
 * @param {PageIslands | undefined} islands
 */
const speculationRulesOf = (islands) => (islands?.speculationRules ? (islands.inline?.speculationRules() ?? '') : '');

/** JSON inside a `<script type="application/json">`: nothing in it may close the element. */
const scriptJson = (/** @type {unknown} */ value) => JSON.stringify(value).replace(/</g, '\\u003c');
const attribute = (/** @type {string} */ value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The HTML document of a rendered page, from the shell's built index.html:
 * - in the head, the page's own title and meta tags (marked, for the browser to hand back to
 *   React before it hydrates), the first paint held until the page's markup is in (above), the stylesheets the page needs before any script runs (the
 *   shell's and the page module's), and preloads of the page module's entry and scripts, so no
 *   request chain stands between the document and the page's code;
 * - in `#root`, the markup; after it, the queries it was rendered with and the exact remote
 *   entries it was rendered with (`#remote-entries`), which the browser registers instead of
 *   the remotes' manifests, so a remote deployed since cannot hydrate a different page.
 * `#root` names the remote modules the page rendered (`data-remote-modules`), which the browser
 * loads before it hydrates; a page that is not to be hydrated (the 503 page) says so with
 * `data-render="client"` instead.
 *
 * @param {string} template the shell's built index.html
 * @param {RenderedPage} page
 * @param {{ stylesheets: string[], assets: PageAssets, entries: Record<string, string>, islands?: PageIslands }} parts
 */
export function documentOf(template, page, { stylesheets, assets, entries, islands }) {
  const head = LEADING_HEAD_TAGS.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(head.length);
  if (islands && servedAsIslands(page)) return islandsDocumentOf(template, head, body, page, stylesheets, assets, islands);
  const marked = head.replace(/<(title|meta|link)\b/g, '<$1 data-rendered=""');
  const links = [
    PAINT_WHOLE_PAGE,
    ...[...stylesheets, ...assets.css].map((href) => `<link rel="stylesheet" href="${attribute(href)}">`),
    ...[assets.entry, ...assets.js].filter(Boolean).map((href) => `<link rel="preload" as="script" href="${attribute(String(href))}">`),
    speculationRulesOf(islands),
  ].join('');
  // The 503 page is not hydrated; any other names the remote modules to load before hydrating.
  const hydrate = page.status === 503 ? ' data-render="client"' : ` data-remote-modules="${attribute(page.remoteModules.join(' '))}"`;
  return template
    .replace(/<title>[^<]*<\/title>/, head.includes('<title>') ? '' : '$&')
    .replace('</head>', `${links}${marked}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root"${hydrate}>${body}</div>` +
        `<script type="application/json" id="query-state">${scriptJson(page.state)}</script>` +
        `<script type="application/json" id="remote-entries">${scriptJson(entries)}</script>`,
    );
}

/**
 * A public page served as islands (docs/server-rendering.md, "Server-first"): the markup as
 * rendered, the stylesheets its first paint waits for and the shell's appearance script carried
 * in the page (the shell's cut around the widgets' rules; "First paint first"), and one small
 * script in place of the application, which holds early presses and loads the island runtime
 * once the page has painted. `#islands` names the runtime, every module the page's islands need
 * (asked for all at once, then), each island's module (from exactly the builds the page was
 * rendered with) and the settings the page was rendered with. The queries the page was rendered
 * with come only when an island reads them (`data-queries`).
 *
 * @param {string} template @param {string} head @param {string} body @param {RenderedPage} page
 * @param {string[]} stylesheets @param {PageAssets} assets @param {PageIslands} islands
 */
function islandsDocumentOf(template, head, body, page, stylesheets, assets, islands) {
  const sources = Object.fromEntries([...islands.files].map(([name, files]) => [name, files.js]));
  const modules = [
    islands.runtime.js,
    ...islands.runtime.imports,
    ...[...islands.files.values()].flatMap((files) => [files.js, ...files.imports]),
  ];
  const links = [
    PAINT_WHOLE_PAGE,
    ...[...stylesheets, ...assets.css].map((href) => stylesheetOf(href, islands.inline)),
    islands.inline?.module(islands.runtime.early) ?? `<script type="module" src="${attribute(islands.runtime.early)}"></script>`,
    speculationRulesOf(islands),
  ].join('');
  const state = body.includes(' data-queries=""')
    ? `<script type="application/json" id="query-state">${scriptJson(page.state)}</script>`
    : '';
  const data = { ...islands.data, runtime: islands.runtime.js, modules: [...new Set(modules)], sources };
  return blockingScriptsOf(publicStylesheetsOf(template, islands.stylesheets, islands.inline), islands.inline)
    .replace(APPLICATION_SCRIPT, '')
    .replace(/<title>[^<]*<\/title>/, head.includes('<title>') ? '' : '$&')
    .replace('</head>', () => `${links}${head}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-render="islands">${body}</div>` +
        state +
        `<script type="application/json" id="islands">${scriptJson(data)}</script>`,
    );
}
