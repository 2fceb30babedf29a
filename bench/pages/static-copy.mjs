// @ts-check
/**
 * The bench's baseline: the article as a plain static document (its rendered HTML, scripts
 * and images removed, the site's CSS inlined), served gzip'd from a throwaway loopback server
 * in the bench's own process. Used by both parts of bench/pages (Playwright and Lighthouse).
 */
/* global document */
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';

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
