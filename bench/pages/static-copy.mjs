// @ts-check
/**
 * The bench's baseline: the article as a plain static document (its rendered HTML, scripts
 * and images removed, the site's CSS inlined), served gzip'd from a throwaway loopback server
 * in the bench's own process. Used by both parts of bench/pages (Playwright and Lighthouse).
 */
/* global document */
import { Buffer } from 'node:buffer';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { absoluteUrls } from '../../shell/server/inline-files.mjs';

/**
 * The article's rendered page as one static document: scripts, preloads and images removed,
 * stylesheets inlined. Served gzip'd with Cache-Control: no-cache, like the shell's index.html.
 * @param {import('playwright-core').Browser} browser @param {string} articleUrl @param {number} port
 */
export async function staticBaseline(browser, articleUrl, port) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(articleUrl, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page.locator('h1').first().waitFor({ timeout: 10_000 });
  const { html, textChars } = await page.evaluate(async () => {
    const css = [];
    for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
      css.push(await fetch(/** @type {HTMLLinkElement} */ (link).href).then((r) => r.text()));
    }
    const doc = /** @type {Document} */ (document.cloneNode(true));
    doc.querySelectorAll('script, link, img, picture, source, iframe, noscript').forEach((n) => n.remove());
    for (const sheet of document.querySelectorAll('style')) css.push(sheet.textContent ?? '');
    doc.querySelectorAll('style').forEach((n) => n.remove());
    const style = doc.createElement('style');
    style.textContent = css.join('\n');
    doc.head.append(style);
    return { html: '<!doctype html>\n' + doc.documentElement.outerHTML, textChars: document.body.innerText.length };
  });
  await context.close();
  const body = Buffer.from(html);
  const gz = gzipSync(body);
  const etag = `"${gz.length.toString(16)}-${body.length.toString(16)}"`;
  const server = createServer((req, res) => {
    if (req.url !== '/static-article.html') {
      res.writeHead(404).end();
      return;
    }
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag, 'cache-control': 'no-cache' }).end();
      return;
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      etag,
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      'content-length': gzip ? gz.length : body.length,
    });
    res.end(gzip ? gz : body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `http://127.0.0.1:${port}/static-article.html`,
    bytes: body.length,
    textChars,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * Issue 28's static copy of one page: the HTML the site sends for `path` (what a reader gets
 * first), with every script, module preload and script preload removed and each stylesheet
 * inlined in a `<style>` where its `<link>` was (its `url()`s made absolute, since the copy
 * lives at another path). Images, fonts and everything else stay as the page names them.
 * @param {string} origin @param {string} path
 */
export async function staticCopyOf(origin, path) {
  const answer = await fetch(origin + path, { headers: { accept: 'text/html' } });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
  const html = await answer.text();
  if (!/<h1\b/.test(html)) throw new Error(`${path}: the page has no h1 (not rendered?)`);
  // Each <link> by its attributes, in whatever order the page writes them.
  const attribute = (/** @type {string} */ tag, /** @type {string} */ name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const rels = (/** @type {string} */ tag) => (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
  /** @type {Map<string, string>} */
  const sheets = new Map();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = attribute(tag, 'href');
    if (!href || !rels(tag).includes('stylesheet') || sheets.has(href)) continue;
    const url = new URL(href.replace(/&amp;/g, '&'), origin + path);
    const css = await fetch(url).then((r) => {
      if (!r.ok) throw new Error(`${url} answered ${r.status}`);
      return r.text();
    });
    sheets.set(href, absoluteUrls(css, url.href));
  }
  // A sheet the page names twice is inlined once (the page fetches it once too); a preload of an inlined sheet goes.
  const inlined = new Set();
  const copy = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*>/g, (tag) => {
    const href = attribute(tag, 'href') ?? '';
    if (rels(tag).includes('modulepreload') || attribute(tag, 'as') === 'script') return '';
    if (rels(tag).includes('preload') && sheets.has(href)) return '';
    if (!rels(tag).includes('stylesheet')) return tag;
    if (inlined.has(href)) return '';
    inlined.add(href);
    return `<style>${sheets.get(href) ?? ''}</style>`;
  });
  if (/<link\b[^>]*\srel="[^"]*stylesheet/.test(copy)) throw new Error(`${path}: a stylesheet link is left in the copy`);
  if (/<script\b/.test(copy)) throw new Error(`${path}: a script is left in the copy`);
  return {
    html: copy,
    bytes: Buffer.byteLength(copy),
    cssBytes: [...sheets.values()].reduce((n, css) => n + Buffer.byteLength(css), 0),
    encoding: await encodingOf(origin + path),
  };
}

/** How the site encodes `url` for Chromium (its Accept-Encoding): 'br', 'gzip' or null. @param {string} url */
function encodingOf(url) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      res.resume();
      const encoding = String(res.headers['content-encoding'] ?? '');
      resolve(encoding === 'br' || encoding === 'gzip' ? encoding : null);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Serves issue 28's static copies at `http://127.0.0.1:<port>/bench-copy/<name>`, each encoded
 * as the site encoded its page (`encoding`, at `compression`'s default settings), and passes every other request through to the site untouched: same
 * headers, same encoded bytes, streamed, over kept-alive connections. The copies cannot live on
 * the site's own origin: its CSP allows no `<style>` element (the inlined CSS would not apply)
 * and its Cross-Origin-Resource-Policy keeps its images and fonts from a page of another origin,
 * so the copy's origin has to answer for them. A pass-through that re-encoded or buffered
 * (the islands spike's proxy asked the site for identity bodies and sent them unencoded) made the
 * copies' LCP worse than the site could give them; this one only adds a loopback hop.
 * @param {string} siteOrigin @param {Map<string, { html: string, encoding: 'br' | 'gzip' | null }>} copies by name @param {number} port
 */
export async function serveCopies(siteOrigin, copies, port) {
  const site = new URL(siteOrigin);
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  /** @type {Map<string, { encoding: 'br' | 'gzip' | null, br: Buffer, gzip: Buffer, plain: Buffer }>} */
  const bodies = new Map();
  for (const [name, { html, encoding }] of copies) {
    const plain = Buffer.from(html);
    // `compression`'s defaults, as the gateway answers pages: Brotli at quality 4, gzip at zlib's level 6.
    bodies.set(name, {
      encoding,
      plain,
      br: brotliCompressSync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }),
      gzip: gzipSync(plain, { level: 6 }),
    });
  }
  const server = createServer((req, res) => {
    const m = /^\/bench-copy\/([a-z0-9-]+)$/.exec(req.url ?? '');
    if (m) {
      const body = bodies.get(m[1]);
      if (!body) return res.writeHead(404).end();
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = body.encoding && new RegExp(`\\b${body.encoding}\\b`).test(accepted) ? body.encoding : null;
      const sent = encoding ? body[encoding] : body.plain;
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'Accept-Encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
        'content-length': sent.length,
      });
      return res.end(sent);
    }
    const upstream = httpRequest(
      { host: site.hostname, port: site.port, method: req.method, path: req.url, headers: { ...req.headers, host: site.host }, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.headersSent || res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const bound = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  return {
    urlOf: (/** @type {string} */ name) => `http://127.0.0.1:${bound}/bench-copy/${name}`,
    bytesOf: (/** @type {string} */ name) => {
      const b = bodies.get(name);
      return b ? { html: b.plain.length, encoding: b.encoding, sent: b.encoding ? b[b.encoding].length : b.plain.length } : null;
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
