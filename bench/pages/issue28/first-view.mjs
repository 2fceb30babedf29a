// @ts-check
/* global document */
/**
 * What a first view of a page costs in bytes: a new browser context (empty HTTP cache), the
 * page loaded until `load`, network idle and one more second (islands load their code after
 * the page is shown), then Resource Timing read in the page. JavaScript is every script file
 * the view fetched; render-blocking CSS is every stylesheet Chromium marked
 * `renderBlockingStatus: 'blocking'`, and every `<style>` the page carries in its head (each
 * counted as its text gzip'd at level 6, as a file of that text would be sent). Each file is then
 * asked of the site once more with `Accept-Encoding: gzip` only, and its gzip'd body counted:
 * the goals are in gzip'd bytes, whatever the browser was answered in (its figure,
 * `encodedBodySize`, is reported beside).
 */
import { Buffer } from 'node:buffer';
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';

/**
 * @param {import('playwright-core').Browser} browser @param {string} origin @param {string} path
 */
export async function firstView(browser, origin, path) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const answer = await page.goto(origin + path, { waitUntil: 'load', timeout: 30_000 });
    if (!answer?.ok()) throw new Error(`${path} answered ${answer?.status()}`);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    await page.waitForTimeout(1_000);
    const entries = await page.evaluate(() =>
      /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).map((e) => ({
        url: e.name,
        initiator: e.initiatorType,
        encoded: e.encodedBodySize,
        decoded: e.decodedBodySize,
        blocking: /** @type {any} */ (e).renderBlockingStatus === 'blocking',
      })),
    );
    const carried = await page.evaluate(() => Array.from(document.head.querySelectorAll('style')).map((style) => style.textContent ?? ''));
    const own = entries.filter((e) => e.url.startsWith(origin));
    const js = own.filter((e) => /\.m?js$/.test(new URL(e.url).pathname));
    const css = own.filter((e) => e.blocking && /\.css$/.test(new URL(e.url).pathname));
    const withGzip = async (/** @type {typeof own} */ list) =>
      Promise.all(
        list.map(async (e) => ({
          path: new URL(e.url).pathname,
          browserBytes: e.encoded,
          decodedBytes: e.decoded,
          gzipBytes: await gzipBytesOf(e.url),
        })),
      );
    const jsFiles = (await withGzip(js)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const inlineCss = carried.map((text, i) => ({
      path: `<style> ${i + 1} in the page`,
      browserBytes: 0,
      decodedBytes: Buffer.byteLength(text),
      gzipBytes: gzipSync(Buffer.from(text), { level: 6 }).length,
    }));
    const cssFiles = [...(await withGzip(css)), ...inlineCss].sort((a, b) => b.gzipBytes - a.gzipBytes);
    const sum = (/** @type {any[]} */ list, /** @type {string} */ key) => list.reduce((n, f) => n + f[key], 0);
    return {
      js: {
        files: jsFiles.length,
        gzipBytes: sum(jsFiles, 'gzipBytes'),
        browserBytes: sum(jsFiles, 'browserBytes'),
        decodedBytes: sum(jsFiles, 'decodedBytes'),
        list: jsFiles,
      },
      blockingCss: {
        files: cssFiles.length,
        gzipBytes: sum(cssFiles, 'gzipBytes'),
        browserBytes: sum(cssFiles, 'browserBytes'),
        decodedBytes: sum(cssFiles, 'decodedBytes'),
        list: cssFiles,
      },
      // Unblocked stylesheets, for the record (a page may load some CSS after its first paint).
      otherCss: own.filter((e) => !e.blocking && /\.css$/.test(new URL(e.url).pathname)).map((e) => new URL(e.url).pathname),
    };
  } finally {
    await context.close();
  }
}

/** The body of `url` as the site sends it to a client that accepts gzip only, counted encoded. @param {string} url */
function gzipBytesOf(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let n = 0;
      res.on('data', (chunk) => (n += chunk.length));
      res.on('end', () => (res.statusCode === 200 ? resolve(n) : reject(new Error(`${url} answered ${res.statusCode}`))));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
