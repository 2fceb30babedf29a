// @ts-check
/* global document, location */
/**
 * A prerendered article's navigation on localhost (no throttling), as a reader makes it: on
 * /blog, the pointer rests on the article's link (the site's Speculation-Rules header prerenders
 * a page of the site after about 200 ms of pointing, `moderate`), then clicks. The figure is the
 * time from the click to the article's LCP: the new document's activation (or navigation start
 * when it was not prerendered), plus its LCP after that (as web-vitals counts a prerendered
 * page's, `max(0, LCP - activationStart)`), on the machine's one clock.
 *
 * Driven by Puppeteer, not Playwright: Chromium refuses a prerender while a DevTools session
 * attached to the page itself is open (`PrerenderingDisabledByDevTools`: Playwright attaches
 * that way, and so does Puppeteer's `page.createCDPSession()`), and allows it to a client that
 * attaches through the tab's target, as Puppeteer's pages do. So the bench opens no CDP session
 * of its own here and cannot hear Chromium's Preload events: it rests on the link for
 * `HOVER_MS` and reads how the page arrived from Navigation Timing (`activationStart`,
 * `deliveryType`).
 */
import puppeteer from 'puppeteer-core';
import { navigationOf } from './event-timing.mjs';

/** Long enough for a prerender of a local page to be made (it starts after about 200 ms of pointing). */
const HOVER_MS = 1_500;
const ARRIVAL_TIMEOUT_MS = 15_000;

/**
 * @param {{ executablePath: string, args: string[] }} chromium @param {string} origin @param {string} articlePath
 */
export async function prefetchedNavigation(chromium, origin, articlePath, { reducedMotion = false } = {}) {
  const browser = await puppeteer.launch({ executablePath: chromium.executablePath, args: chromium.args, headless: true });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    // A reader who asks for less motion gets no crossfade between pages (web-kit's base.css).
    if (reducedMotion) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    await page.goto(origin + '/blog', { waitUntil: 'networkidle0', timeout: 30_000 });
    // The article's link on /blog, or the first article there when it is not on the first page.
    const link = (await page.$(`main a[href="${articlePath}"]`)) ?? (await page.$('main a[href^="/blog/"]'));
    if (!link) throw new Error('no article link on /blog');
    const href = /** @type {string} */ (await link.evaluate((a) => a.getAttribute('href')));
    // The link's path, on the site's own origin: a link that names another host is not measured.
    if (!new URL(href, origin).href.startsWith(`${new URL(origin).origin}/`)) throw new Error(`${href} is not a page of ${origin}`);
    await link.scrollIntoView();
    await link.hover();
    await new Promise((resolve) => setTimeout(resolve, HOVER_MS));
    const clickedAt = Date.now();
    await link.click();
    // A prerendered page takes the tab's place: the old page's frame goes away, and the tab's
    // page is looked up again until the new document answers.
    const until = Date.now() + ARRIVAL_TIMEOUT_MS;
    /** @type {any} */
    let read = null;
    while (!read && Date.now() < until) {
      for (const tab of await browser.pages()) {
        read ??= await tab
          // A tab still prerendering the article (Puppeteer lists it too) is not the arrival.
          .evaluate(
            (path) =>
              location.pathname === path &&
              document.querySelector('h1') !== null &&
              !(/** @type {any} */ (document).prerendering) &&
              document.visibilityState === 'visible',
            href,
          )
          .then(async (here) => {
            if (!here) return null;
            await new Promise((resolve) => setTimeout(resolve, 500));
            return Promise.all([navigationOf(/** @type {any} */ (tab)), tab.evaluate(() => performance.timeOrigin)]);
          })
          .catch(() => null);
      }
      if (!read) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (!read) {
      const states = await Promise.all(
        (await browser.pages()).map((tab) =>
          tab
            .evaluate(() => `${location.pathname} ${document.visibilityState} prerendering=${/** @type {any} */ (document).prerendering}`)
            .catch((/** @type {any} */ e) => String(e?.message ?? e).slice(0, 80)),
        ),
      );
      throw new Error(`${href} did not arrive in ${ARRIVAL_TIMEOUT_MS} ms (tabs: ${states.join('; ')})`);
    }
    const [nav, timeOrigin] = read;
    const shownAt = timeOrigin + (nav.prerendered ? nav.activationStartMs : 0);
    return {
      article: href,
      reducedMotion,
      hoverMs: HOVER_MS,
      ...nav,
      /** From the click to the page's LCP: to its activation (or navigation start), then to its LCP after that. */
      lcpAfterClickMs: nav.lcpAfterStartMs == null ? null : Math.round(shownAt - clickedAt + nav.lcpAfterStartMs),
    };
  } finally {
    await browser.close();
  }
}
