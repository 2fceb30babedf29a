import type { CDPSession, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../deploy/embedded/chromium.mjs';
import { openHydrated, untilHydrated } from '../support/navigate.js';
import { expect, test } from '../support/test.js';

// The browser's back/forward cache as readers have it: the test browser turns it off unless told.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

/** Why the browser did not restore a page from the cache, as it tells the debugger. */
async function notRestoredReasons(cdp: CDPSession): Promise<string[]> {
  const reasons: string[] = [];
  await cdp.send('Page.enable');
  cdp.on('Page.backForwardCacheNotUsed', (event) =>
    reasons.push(...event.notRestoredExplanations.map((explanation) => `${explanation.type}: ${explanation.reason}`)),
  );
  return reasons;
}

for (const path of ['/', '/blog', '/apps', '/search?q=travel', '/contact']) {
  test(`back from an article to ${path} restores the page from the back/forward cache`, async ({ page }) => {
    await page.addInitScript(() => {
      window.addEventListener('pageshow', (event) => {
        (window as unknown as { restored: boolean }).restored = event.persisted;
      });
    });
    const reasons = await notRestoredReasons(await page.context().newCDPSession(page));
    const answer = await page.goto(path);
    // no-store would keep a page out of the cache; a public page is only to be revalidated.
    expect(answer?.headers()['cache-control']).not.toContain('no-store');
    await untilHydrated(page);
    await page.goto('/blog/family-game-night');
    await untilHydrated(page);
    // A restored page fires no load event: the return is over once the address is committed.
    await page.goBack({ waitUntil: 'commit' });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored), { message: reasons.join('; ') })
      .toBe(true);
    expect(reasons).toEqual([]);
  });
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a new page starts at the top, even after the page was scrolled; back returns to where the reader was', async ({ page }) => {
  await openHydrated(page, '/blog');
  await expect(page.locator('main a[href^="/blog/"]').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  // Where the reader is as they follow the link (the pointer brings it into view first).
  const topics = page.getByRole('contentinfo').getByRole('link', { name: 'Topics' });
  await topics.hover();
  const onBlog = await scrollY(page);

  await topics.click();
  await expect(page).toHaveURL(/\/topics$/);
  await expect.poll(() => scrollY(page)).toBe(0);

  // Back returns to the place on that entry; forward likewise, and a new route starts at the top.
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect.poll(() => scrollY(page)).toBe(60);
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => scrollY(page)).toBe(onBlog);
  await page.goForward({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/topics$/);
  await expect.poll(() => scrollY(page)).toBe(60);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});
