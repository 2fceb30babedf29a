// @ts-check
/**
 * A prefetched article's navigation on localhost (no throttling): on /blog, the pointer rests on
 * the article's link (the site's Speculation-Rules header: prefetch on hover, 'moderate'), the
 * bench waits until Chromium reports the prefetch ready (CDP Preload.prefetchStatusUpdated,
 * status 'Ready'), then clicks (the press may start a prerender, 'conservative'). The new page's
 * LCP entry, from its navigation start (or its activationStart when it was prerendered), is
 * the figure; Navigation Timing's deliveryType and activationStart say how it arrived.
 * Chromium under DevTools control refuses the prerender here (Preload reports
 * PrerenderingDisabledByDevTools, with Playwright and with Puppeteer alike, and
 * Page.setPrerenderingAllowed does not lift it), so the figure is the prefetched navigation's.
 */
import { EVENT_TIMING_SCRIPT, navigationOf } from './event-timing.mjs';

const PREFETCH_TIMEOUT_MS = 10_000;

/**
 * @param {import('playwright-core').Browser} browser @param {string} origin @param {string} articlePath
 */
export async function prefetchedNavigation(browser, origin, articlePath) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(EVENT_TIMING_SCRIPT);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    /** @type {Array<{ url: string, status: string }>} */
    const prefetches = [];
    /** @type {Array<{ url: string, status: string }>} */
    const prerenders = [];
    cdp.on('Preload.prefetchStatusUpdated', (e) => prefetches.push({ url: e.prefetchUrl, status: e.status }));
    // A failed prerender says why (prerenderStatus, e.g. a memory limit or a disallowed API).
    cdp.on('Preload.prerenderStatusUpdated', (e) =>
      prerenders.push({
        url: e.key?.url ?? '',
        status: e.prerenderStatus
          ? `${e.status} (${e.prerenderStatus}${e.disallowedMojoInterface ? ` ${e.disallowedMojoInterface}` : ''})`
          : e.status,
      }),
    );
    await cdp.send('Preload.enable');
    await page.goto(origin + '/blog', { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    // The article's link on /blog, or the first article there when it is not on the first page.
    let link = page.locator(`main a[href="${articlePath}"]`).first();
    if (!(await link.count())) link = page.locator('main a[href^="/blog/"]').first();
    const href = /** @type {string} */ (await link.getAttribute('href'));
    // The link's path, on the site's own origin: a link that names another host is not measured.
    const target = new URL(href, origin).href;
    if (!target.startsWith(`${new URL(origin).origin}/`)) throw new Error(`${href} is not a page of ${origin}`);
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    const t0 = Date.now();
    while (!prefetches.some((p) => p.url === target && p.status === 'Ready') && Date.now() - t0 < PREFETCH_TIMEOUT_MS)
      await page.waitForTimeout(50);
    const prefetchReady = prefetches.some((p) => p.url === target && p.status === 'Ready');
    const prefetchWaitMs = Date.now() - t0;
    await link.click();
    await page.waitForURL((url) => url.pathname === href, { timeout: 15_000 });
    await page.locator('h1').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('load').catch(() => {});
    await page.waitForTimeout(500);
    const nav = await navigationOf(page);
    return {
      article: href,
      prefetchReady,
      prefetchWaitMs,
      prefetchStatuses: prefetches.filter((p) => p.url === target).map((p) => p.status),
      prerenderStatuses: prerenders.filter((p) => p.url === target).map((p) => p.status),
      ...nav,
    };
  } finally {
    await context.close();
  }
}
