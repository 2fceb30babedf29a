// @ts-check
/**
 * The scripted reading session of issue 28 under a 4× CPU slowdown (CDP
 * Emulation.setCPUThrottlingRate 4, set again on every document the tab shows): open /blog,
 * filter (choose a category), Load More, open an article, Share, go back. Each interaction's
 * latency is the Event Timing API's (event-timing.mjs): the longest entry of each of its
 * interactions, INP-style; an interaction with no entry was under the 16 ms threshold.
 * A step that navigates also reports the new document's paint: its LCP from navigation start
 * (or activation), or for a page restored from the back/forward cache the first frame after
 * its pageshow's dispatch (restoreTimes: also from the restore's start and the step's start).
 */
/* global window, document */
import { EVENT_TIMING_SCRIPT, interactionsOf, navigationOf, restoreTimes, savedEvents } from './event-timing.mjs';

const SETTLE_MS = 1_000;
/** /blog's status line ("Showing N articles…"). */
const STATUS_LINE = 'main [aria-live="polite"].blog-status';

/**
 * @param {import('playwright-core').Browser} browser @param {string} origin
 * @param {{ category: string | null, log: (line: string) => void }} options
 */
export async function readingSession(browser, origin, { category, log }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  /** @type {any[]} */
  const steps = [];
  try {
    await context.addInitScript(EVENT_TIMING_SCRIPT);
    const page = await context.newPage();
    const throttle = async () => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    };
    const settle = async () => {
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
      await page.waitForTimeout(SETTLE_MS);
    };
    /**
     * One step: what it did, its interactions (new Event Timing entries) and, when it changed
     * the document, the new document's paint.
     * @param {string} name @param {() => Promise<string | void>} act
     */
    const step = async (name, act) => {
      await page.evaluate(() => {
        delete (/** @type {any} */ (window).__benchRestore);
      });
      // The step's start on the wall clock, as the page reads it (a restored page's paint is compared with it).
      const startMs = await page.evaluate(() => performance.timeOrigin + performance.now());
      const before = (await savedEvents(page)).length;
      // Which document is shown (an island may change the address in place: not a navigation).
      const documentOf = () => page.evaluate(() => performance.timeOrigin).catch(() => null);
      const from = await documentOf();
      let note = null;
      let error = null;
      try {
        note = (await act()) ?? null;
      } catch (e) {
        error = String(/** @type {any} */ (e)?.message ?? e).split('\n')[0];
      }
      await settle();
      const navigated = (await documentOf()) !== from;
      if (navigated) await throttle();
      const entries = (await savedEvents(page)).slice(before);
      const interactions = interactionsOf(entries);
      // A page restored from the back/forward cache keeps its first navigation's timing: not this one's.
      const nav = navigated && !(await restoredPaint(page)) ? await navigationOf(page) : null;
      const restored = navigated ? await restoredPaint(page) : null;
      const restore = restored ? { ...restored, startMs } : null;
      // A step with no entry of its own (going back is the browser's, not the page's; a click
      // that navigates may leave before its next paint) is judged by the new document's paint.
      // A restored page: from its pageshow's dispatch to the first frame after it. Before the
      // dispatch, a trace of the step shows Playwright's DevTools agent at work on the restored
      // page (its messages each restyle, lay out and paint the whole page at 4x, 130-400 ms),
      // which no reader's browser does; the restore's start and the step's start are kept beside.
      const paintMs = restore ? restore.paintMs - restore.dispatchMs : (nav?.lcpAfterStartMs ?? null);
      const latencyMs = interactions.length ? Math.max(...interactions.map((i) => i.durationMs)) : navigated ? paintMs : null;
      const source = interactions.length ? 'event timing' : restore ? 'pageshow' : navigated ? 'new document' : 'no entry ≥ 16 ms';
      const result = {
        name,
        note,
        error,
        navigated,
        url: new URL(page.url()).pathname + new URL(page.url()).search,
        interactions,
        latencyMs,
        source,
        navigation: nav,
        restore,
      };
      steps.push(result);
      log(
        `session: ${name}: ${error ? `FAILED ${error}` : `${interactions.length} interaction(s), next paint ${latencyMs == null ? '< 16 ms' : `${Math.round(latencyMs)} ms (${source})`}`}` +
          (nav
            ? `, new page LCP ${nav.lcpAfterStartMs ?? '–'} ms (${nav.prerendered ? 'prerendered' : nav.deliveryType || nav.type})`
            : '') +
          (restore ? `, restored from the back/forward cache, ${restoreTimes(restore)}` : '') +
          (note ? ` (${note})` : ''),
      );
      return result;
    };

    await page.goto(origin + '/blog', { waitUntil: 'load' });
    await throttle();
    await settle();
    steps.push({
      name: 'open /blog',
      note: 'a navigation from the address bar, not an interaction',
      navigation: await navigationOf(page),
      interactions: [],
      latencyMs: null,
    });

    const main = page.locator('main');
    const loadMore = main.getByRole('button', { name: 'Load More Articles' }).or(main.getByRole('link', { name: 'Load More Articles' }));
    await step(`filter: choose ${category ?? 'a category'}`, () => chooseCategory(page, category));
    if (!(await loadMore.count())) await step('filter: All Categories (no Load More in the category)', () => chooseCategory(page, null));
    await step('Load More', async () => {
      await loadMore.first().click({ timeout: 10_000 });
    });
    await step('open an article', async () => {
      const link = main.locator('a[href^="/blog/"]').first();
      const href = await link.getAttribute('href');
      await link.click({ timeout: 10_000 });
      await page.waitForURL((url) => url.pathname === href, { timeout: 15_000 });
      await page.locator('h1').first().waitFor({ timeout: 15_000 });
      return href ?? undefined;
    });
    await step('Share', async () => {
      await main.getByRole('button', { name: /share/i }).first().click({ timeout: 10_000 });
    });
    // Closes what Share opened, unmeasured: its entries land before the next step counts.
    await page.keyboard.press('Escape');
    await settle();
    await step('go back', async () => {
      await page.goBack({ waitUntil: 'commit', timeout: 15_000 });
      await page.locator('h1').first().waitFor({ timeout: 15_000 });
      return 'history.back() from the browser, not an event of the page';
    });
    return { steps };
  } finally {
    await context.close();
  }
}

/**
 * For a page just restored from the back/forward cache: its pageshow and the first frame after
 * it, wall-clock ms (event-timing.mjs; this Chromium has no back-forward-cache-restoration
 * entry), else null.
 * @param {import('playwright-core').Page} page
 */
async function restoredPaint(page) {
  return page.evaluate(() => {
    const restored = /** @type {any} */ (window).__benchRestore;
    return restored ? { pageshowMs: restored.pageshowMs, dispatchMs: restored.dispatchMs, paintMs: restored.paintMs } : null;
  });
}

/**
 * Chooses `category` (null: "All Categories") as a reader would: in Radix's Select, a press on
 * the trigger and one on the option; in the native select the page has before it is alive, the
 * keyboard (typing an option's first letter picks it, as in any closed select), a trusted
 * interaction. Says whether the list's status line ("Showing N articles…") changed after it.
 * @param {import('playwright-core').Page} page @param {string | null} category
 */
async function chooseCategory(page, category) {
  const control = page.locator('#blog-category');
  // The list's status line is a polite live region (a <p>, no role), as e2e's blog spec finds it:
  // `[role="status"]` matched nothing, so every choice read as "did not change".
  const status = page.locator(STATUS_LINE).first();
  const statusText = async () => ((await status.count()) ? ((await status.textContent()) ?? '') : '');
  const before = await statusText();
  const tag = await control.evaluate((e) => e.tagName.toLowerCase(), undefined, { timeout: 10_000 });
  let how;
  if (tag === 'select') {
    const options = await control
      .locator('option')
      .evaluateAll((os) => os.map((o) => ({ value: /** @type {HTMLOptionElement} */ (o).value, label: (o.textContent ?? '').trim() })));
    const wanted = options.find((o) => (category == null ? o.value === '' : o.value === category)) ?? options[1];
    await control.focus();
    const chosen = () => control.evaluate((e) => /** @type {HTMLSelectElement} */ (e).value);
    for (let i = 0; i < options.length && (await chosen()) !== wanted.value; i++) await page.keyboard.press(wanted.label[0]);
    how = `native select, "${wanted.label}" typed`;
  } else {
    await control.click({ timeout: 10_000 });
    const option =
      category == null ? page.getByRole('option', { name: 'All Categories' }) : page.getByRole('option', { name: category, exact: true });
    await option.first().click({ timeout: 10_000 });
    how = 'Select: open, then choose';
  }
  const changed = await page
    .waitForFunction(([selector, text]) => (document.querySelector(selector)?.textContent ?? '') !== text, [STATUS_LINE, before], {
      timeout: 3_000,
    })
    .then(
      () => true,
      () => false,
    );
  return `${how}; ${changed ? 'the list changed' : 'the list did not change in 3 s'}`;
}
