import { gzipSync } from 'node:zlib';
import { Buffer } from 'node:buffer';
import { expect, test } from '../support/test.js';
import { SIZE_BUDGETS, type SizeBudget } from '../support/size-budgets.js';

/**
 * What a new reader's first view of each public page costs in bytes (docs/server-rendering.md,
 * "Size budgets"): the JavaScript it loads until the network is idle, and the CSS that blocks its
 * first paint, the stylesheets its server HTML carries or links in the head, each counted as its
 * text gzip'd here (level 9), so the count depends on the build alone. A page over its budget fails.
 */
const gzipped = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/**
 * Text only the admin's visual editor carries (ProseMirror names its editable root so): a public
 * page's scripts never hold it, since the editor is a lazy chunk of the admin (docs/visual-editor.md).
 */
const EDITOR_MARK = 'ProseMirror';

async function firstView(browser: import('@playwright/test').Browser, baseURL: string, path: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const scripts = new Map<string, Promise<{ bytes: number; editor: boolean }>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok())
      scripts.set(
        response.url(),
        response.body().then(
          (body) => ({ bytes: gzipped(body), editor: body.includes(EDITOR_MARK) }),
          () => ({ bytes: 0, editor: false }),
        ),
      );
  });
  const answer = await page.goto(path, { waitUntil: 'load' });
  expect(answer?.status(), path).toBe(200);
  await page.waitForLoadState('networkidle');
  const { linked, carried } = await page.evaluate(() => ({
    linked: Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
      .filter((link) => !link.media || link.media === 'all' || matchMedia(link.media).matches)
      .map((link) => link.href),
    carried: Array.from(document.head.querySelectorAll('style')).map((style) => style.textContent ?? ''),
  }));
  let css = carried.reduce((sum, text) => sum + gzipped(Buffer.from(text)), 0);
  for (const href of linked) css += gzipped(await (await context.request.get(href)).body());
  const loaded = await Promise.all(scripts.values());
  const js = loaded.reduce((sum, script) => sum + script.bytes, 0);
  const editorScripts = [...scripts.keys()].filter((_, i) => loaded[i]?.editor);
  await context.close();
  return { js, css, scripts: scripts.size, editorScripts };
}

test.describe("size budgets of a first view (gzip'd bytes)", () => {
  for (const [name, budget] of Object.entries(SIZE_BUDGETS) as [string, SizeBudget][]) {
    test(`${name}: JavaScript and render-blocking CSS within budget`, async ({ browser, baseURL, request }) => {
      const path = typeof budget.path === 'string' ? budget.path : await budget.path(request);
      const view = await firstView(browser, baseURL ?? '', path);
      test.info().annotations.push({ type: 'bytes', description: `${path}: JS ${view.js} B in ${view.scripts} files, CSS ${view.css} B` });
      expect(view.js, `${path}: JavaScript of a first view`).toBeLessThanOrEqual(budget.jsBytes);
      expect(view.css, `${path}: render-blocking CSS`).toBeLessThanOrEqual(budget.cssBytes);
      expect(view.editorScripts, `${path}: scripts carrying the admin's editor`).toEqual([]);
    });
  }
});
