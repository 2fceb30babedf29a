import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.js';
import { untilFacesLoaded } from '../support/faces.js';
import { firstArticlePath } from '../support/first-article.js';
import { openHydrated } from '../support/navigate.js';
import { expect, test } from '../support/test.js';

/**
 * The site's faces (docs/typography.md): Fraunces for headings, Source Sans 3 for text, fetched
 * after the page has painted and loaded, over fallbacks sized like them, so the swap moves
 * nothing; an article's lines hold 65 to 75 characters at desktop width.
 */
/**
 * Watches the page's layout shifts from before its first script on: their sum, and the moves that
 * changed a line's place or height (a line broken differently, a block grown or shrunk).
 */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const own = window as unknown as { shifts: { score: number; reflows: string[] } };
    own.shifts = { score: 0, reflows: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        own.shifts.score += entry.value;
        for (const { node, previousRect: before, currentRect: after } of entry.sources)
          if (before.y !== after.y || before.height !== after.height)
            own.shifts.reflows.push(`${node?.textContent?.slice(0, 40) ?? '?'}: ${before.y},${before.height} → ${after.y},${after.height}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: { score: number; reflows: string[] } }).shifts);
}

/** Waits until both faces are loaded and the text on screen is drawn in them. */
const FAMILIES = ['Fraunces', 'Source Sans 3'];

/** The fonts Chromium drew an element's text with (DevTools: CSS.getPlatformFontsForNode). */
async function drawnWith(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    await cdp.send('CSS.enable');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    // A variable font is named by its default instance ('Source Sans 3 ExtraLight'): the family is what counts.
    return [...new Set(fonts.map((font) => FAMILIES.find((family) => font.familyName.startsWith(family)) ?? font.familyName))];
  } finally {
    await cdp.detach();
  }
}

/** Characters in the first line of the article's first long paragraph, as the browser broke it. */
function charactersInFirstLine(page: Page) {
  return page.evaluate(() => {
    const paragraph = Array.from(document.querySelectorAll('main .prose p')).find((p) => (p.textContent ?? '').length > 300);
    if (!paragraph) throw new Error('the article has no long paragraph');
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let top: number | null = null;
    let count = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < (node.textContent ?? '').length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        top ??= rect.top;
        if (rect.top > top + rect.height / 2) return count;
        count++;
      }
    }
    return count;
  });
}

for (const width of [390, 1280] as const) {
  for (const appearance of ['light', 'dark'] as const) {
    test.describe(`${width} px, ${appearance}`, () => {
      test.use({ viewport: { width, height: 900 } });
      test.beforeEach(async ({ page }) => {
        await page.emulateMedia({ colorScheme: appearance });
        await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
      });

      test('an article: headings in Fraunces, text in Source Sans 3, swapped in after the paint without a shift', async ({
        page,
        request,
      }) => {
        const path = await firstArticlePath(request);
        const shifts = await watchShifts(page);
        await openHydrated(page, path);
        await untilFacesLoaded(page);

        expect(await drawnWith(page, 'main h1')).toEqual(['Fraunces']);
        expect(await drawnWith(page, 'main .prose p')).toEqual(['Source Sans 3']);
        expect(await drawnWith(page, 'main .article__facts > li')).toEqual(['Source Sans 3']);
        // No line breaks differently and no block changes height across the swap. Inline text
        // after a word a pixel or two wider or narrower in the face (the meta line's items, the
        // breadcrumb's last) may slide along its line: a score under a thousandth.
        const { score, reflows } = await shifts();
        expect(reflows).toEqual([]);
        expect(score).toBeLessThan(0.001);

        // The faces' stylesheet was fetched after the first paint, blocking nothing, and nothing preloads a font.
        const timing = await page.evaluate(() => {
          const faces = performance.getEntriesByType('resource').find((entry) => /\/faces\.[0-9a-f]+\.css$/.test(entry.name)) as
            (PerformanceResourceTiming & { renderBlockingStatus?: string }) | undefined;
          return {
            paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
            load: performance.getEntriesByType('navigation')[0]?.toJSON().loadEventEnd as number,
            faces: faces ? { start: faces.startTime, blocking: faces.renderBlockingStatus } : null,
            preloads: document.querySelectorAll('link[rel="preload"][as="font"]').length,
          };
        });
        expect(timing.faces).not.toBeNull();
        expect(timing.faces!.blocking).toBe('non-blocking');
        expect(timing.faces!.start).toBeGreaterThanOrEqual(timing.paint);
        expect(timing.faces!.start).toBeGreaterThanOrEqual(timing.load);
        expect(timing.preloads).toBe(0);

        if (width === 1280) {
          const characters = await charactersInFirstLine(page);
          expect(characters).toBeGreaterThanOrEqual(60);
          expect(characters).toBeLessThanOrEqual(80);
        }
        await expectAccessible(page);
      });

      test('the home page: its headings in Fraunces, no line moves when the faces arrive', async ({ page }) => {
        const shifts = await watchShifts(page);
        await openHydrated(page, '/');
        await untilFacesLoaded(page);
        expect(await drawnWith(page, 'main h2')).toEqual(['Fraunces']);
        // As on the article: no line breaks differently and no block changes height; the lead's
        // line of facts may slide a fraction of a pixel along its line (a score under a thousandth).
        const { score, reflows } = await shifts();
        expect(reflows).toEqual([]);
        expect(score).toBeLessThan(0.001);
        await expectAccessible(page);
      });
    });
  }
}

test('the page as sent names the faces’ stylesheet without fetching it, and preloads no font', async ({ request }) => {
  const html = await (await request.get(await firstArticlePath(request))).text();
  const link = /<link[^>]*data-font-faces[^>]*>/.exec(html)?.[0];
  expect(link).toBeDefined();
  expect(link).toMatch(/data-href="\/faces\.[0-9a-f]+\.css"/);
  expect(link).not.toMatch(/\shref=/);
  expect(html).not.toMatch(/rel="preload"[^>]*as="font"|as="font"[^>]*rel="preload"/);
});

test('the application (the admin area) fetches the faces after its paint too', async ({ page }) => {
  await page.goto('/admin');
  await untilFacesLoaded(page);
  expect(await drawnWith(page, 'header nav a')).toEqual(['Source Sans 3']);
});
