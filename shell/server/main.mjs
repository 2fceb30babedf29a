// The shell's renderer: renders public pages with the shell's server bundle (dist/server/render.cjs).
// The gateway (embedded mode) or the web server (full mode) sends it page requests only.
//   GATEWAY_URL=http://127.0.0.1:8080 PUBLIC_ORIGIN=http://localhost:8080 RENDERER_PORT=8090 node shell/server/main.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const SHELL = join(import.meta.dirname, '..');
const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const PUBLIC_ORIGIN = process.env.PUBLIC_ORIGIN ?? 'http://localhost:8080';
const PORT = Number(process.env.RENDERER_PORT ?? 8090);

const template = readFileSync(join(SHELL, 'dist', 'index.html'), 'utf8');
/**
 * The shell's own stylesheets (header, footer, layout, dialogs) sit in chunks its JavaScript
 * loads; a rendered page links them all (they are small), so it is styled before any script runs.
 */
const shellStylesheets = readdirSync(join(SHELL, 'dist'))
  .filter((file) => file.endsWith('.css') && !template.includes(`/${file}`))
  .map((file) => `/${file}`);
const bundle = createRequire(import.meta.url)(join(SHELL, 'dist', 'server', 'render.cjs'));
const { configure, renderPage } = await bundle.renderer();
const config = await (await fetch(`${GATEWAY_URL}/remotes.json`)).json();
/** The browser's `/remotes/<dir>/mf-manifest.json` → the server build beside it. */
const serverEntry = (entry) => new URL(entry.replace(/mf-manifest\.json$/, 'server/remoteEntry.js'), GATEWAY_URL).href;
configure(GATEWAY_URL, PUBLIC_ORIGIN, { ...config, remotes: config.remotes.map((r) => ({ ...r, entry: serverEntry(r.entry) })) });

/** The browser manifests of the remotes, for the stylesheets of the module a page renders. */
const manifests = new Map();
async function stylesheetsOf(remoteId) {
  const [name, exposed] = remoteId.split('/');
  const remote = config.remotes.find((r) => r.name === name);
  if (!remote) return [];
  const url = new URL(remote.entry, GATEWAY_URL);
  if (!manifests.has(name))
    manifests.set(
      name,
      fetch(url).then((r) => r.json()),
    );
  const manifest = await manifests.get(name);
  const files = manifest.exposes.find((e) => e.name === exposed)?.assets.css.sync ?? [];
  const base = new URL('.', remote.entry.startsWith('http') ? remote.entry : `http://site${remote.entry}`);
  return files.map((file) => (remote.entry.startsWith('http') ? new URL(file, base).href : new URL(file, base).pathname));
}

/** React emits a page's hoistable tags (title, meta, link) first; they belong in the head. */
function documentOf(html, state, stylesheets) {
  const head = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/.exec(html)?.[0] ?? '';
  const body = html.slice(head.length);
  // Marked, so the browser can hand the head back to React before it hydrates (bootstrap.tsx).
  const marked = head.replace(/<(title|meta|link)\b/g, '<$1 data-rendered=""');
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return template
    .replace(/<title>[^<]*<\/title>/, head.includes('<title>') ? '' : '$&')
    .replace('</head>', `${stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}${marked}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div><script type="application/json" id="query-state">${json}</script>`);
}

createServer(async (req, res) => {
  try {
    const started = performance.now();
    const { status, html, state, remoteId } = await renderPage(new URL(req.url, PUBLIC_ORIGIN).href);
    const page = documentOf(html, state, [...shellStylesheets, ...(remoteId ? await stylesheetsOf(remoteId).catch(() => []) : [])]);
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Server-Timing': `render;dur=${(performance.now() - started).toFixed(1)}`,
    });
    res.end(page);
  } catch (error) {
    console.error(error);
    res.writeHead(500).end('render failed');
  }
}).listen(PORT, '127.0.0.1', () => console.log(`renderer listening on http://127.0.0.1:${PORT}`));
