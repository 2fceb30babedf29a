// @ts-check
/**
 * The bench's own logic, without a stack: `node --test bench/pages/issue28/`.
 * The static copy (what is removed, what is inlined), its server (the copy in the site's
 * encoding, everything else passed through as the site sent it), INP-style grouping and the
 * Lighthouse verdicts.
 */
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { createServer, request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { serveCopies, staticCopyOf } from '../static-copy.mjs';
import { interactionsOf, restoreTimes } from './event-timing.mjs';
import { lighthouseVerdicts } from './goals.mjs';

const PAGE =
  '<!doctype html><html><head><link rel="preload" as="style" href="/assets/site.css"><link href="/assets/site.css" rel="stylesheet"><link rel="stylesheet" href="/assets/site.css"><link rel="modulepreload" href="/islands/runtime.js">' +
  '<link rel="preload" as="script" href="/x.js"><script type="module" src="/islands/runtime.js"></script></head>' +
  '<body><h1>Title</h1><img src="/images/a.webp" alt=""><script type="application/json" id="islands">{}</script></body></html>';
const CSS = '@font-face{src:url(fonts/a.woff2)}body{background:url("/images/bg.webp")}.i{background:url(data:image/png;base64,AA==)}';
const IMAGE = Buffer.from('not really an image, but bytes all the same');

/** @type {import('node:http').Server} */
let site;
let origin = '';
before(async () => {
  site = createServer((req, res) => {
    if (req.url === '/page') {
      const gzip = /gzip/.test(String(req.headers['accept-encoding']));
      res.writeHead(200, { 'content-type': 'text/html', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
      return res.end(gzip ? gzipSync(PAGE) : PAGE);
    }
    if (req.url === '/assets/site.css') return res.writeHead(200, { 'content-type': 'text/css' }).end(CSS);
    if (req.url === '/images/a.webp')
      return res.writeHead(200, { 'content-type': 'image/webp', 'content-encoding': 'gzip', 'x-site': 'yes' }).end(gzipSync(IMAGE));
    res.writeHead(404).end();
  });
  await new Promise((resolve) => site.listen(0, '127.0.0.1', () => resolve(undefined)));
  origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (site.address()).port}`;
});
after(() => site.close());

describe('staticCopyOf', () => {
  it('keeps the HTML without any script or script preload, with the stylesheet inlined and its url()s absolute', async () => {
    const copy = await staticCopyOf(origin, '/page');
    assert.doesNotMatch(copy.html, /<script|<link|stylesheet/);
    assert.match(copy.html, /<h1>Title<\/h1><img src="\/images\/a.webp" alt="">/);
    assert.match(
      copy.html,
      /<style>@font-face\{src:url\(\/assets\/fonts\/a.woff2\)\}body\{background:url\("\/images\/bg.webp"\)\}\.i\{background:url\(data:image\/png;base64,AA==\)\}<\/style>/,
    );
    assert.equal(copy.html.match(/<style>/g)?.length, 1, 'a sheet named twice is inlined once');
    assert.equal(copy.encoding, 'gzip');
  });
});

describe('serveCopies', () => {
  it('answers a copy in its page’s encoding and passes every other request through untouched', async () => {
    const server = await serveCopies(
      origin,
      new Map([['page', { html: '<h1>Copy</h1>', encoding: /** @type {const} */ ('br') }]]),
      0 /* any port */,
    );
    try {
      const copyUrl = server.urlOf('page');
      const copy = await raw(copyUrl);
      assert.equal(copy.headers['content-encoding'], 'br');
      assert.equal(brotliDecompressSync(copy.body).toString(), '<h1>Copy</h1>');
      const image = await raw(new URL('/images/a.webp', copyUrl).href);
      assert.equal(image.headers['content-encoding'], 'gzip');
      assert.equal(image.headers['x-site'], 'yes');
      assert.deepEqual(image.body, gzipSync(IMAGE));
    } finally {
      await server.close();
    }
  });
});

describe('interactionsOf', () => {
  it('takes the longest entry of each interaction, per document', () => {
    const entries = [
      { doc: 'a', id: 1, name: 'pointerdown', durationMs: 24, target: 'a', path: '/blog', inputDelayMs: 1, processingMs: 2 },
      { doc: 'a', id: 1, name: 'click', durationMs: 56, target: 'a', path: '/blog', inputDelayMs: 1, processingMs: 30 },
      { doc: 'b', id: 1, name: 'click', durationMs: 32, target: 'button', path: '/blog/x', inputDelayMs: 1, processingMs: 9 },
    ];
    assert.deepEqual(
      interactionsOf(entries).map((i) => [i.path, i.durationMs, i.events.join('+')]),
      [
        ['/blog', 56, 'pointerdown+click'],
        ['/blog/x', 32, 'click'],
      ],
    );
  });
});

describe('lighthouseVerdicts', () => {
  it('judges LCP against the page’s own copy', () => {
    const m = (/** @type {number} */ v) => ({ median: v });
    const page = { performance: m(96), tbtMs: m(90), cls: m(0.01), lcpMs: m(1300) };
    const verdicts = lighthouseVerdicts(['/'], { '/': page }, { '/': { lcpMs: m(1000) } });
    assert.deepEqual(
      verdicts.map((v) => [v.goal, v.met]),
      [
        ['performance ≥ 95', true],
        ['TBT ≤ 100 ms', true],
        ['CLS ≤ 0.02', true],
        ['LCP ≤ 1.2× its static copy', false],
      ],
    );
  });
});

/** @param {string} url @returns {Promise<{ headers: import('node:http').IncomingHttpHeaders, body: Buffer }>} */
function raw(url) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('a page restored from the back/forward cache', () => {
  it('is judged from its pageshow, with the restore and the step counted beside', () => {
    assert.equal(
      restoreTimes({ startMs: 1000, pageshowMs: 1010, dispatchMs: 1250, paintMs: 1290 }),
      'painted 40 ms after its pageshow, 280 after the restore started, 290 after the step started',
    );
  });
});
