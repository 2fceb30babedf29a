/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { countShifts } from '../support/layout-shifts.js';
import { untilFacesLoaded } from '../support/faces.js';
import { firstArticlePath } from '../support/first-article.js';
import { openHydrated } from '../support/navigate.js';

const bar = (page: Page) => page.locator('.reading-progress');

/** The bar's horizontal scale, read from its computed transform (`matrix(a, b, c, d, e, f)`: a). */
const scaleOf = (page: Page) =>
  bar(page).evaluate((element) => {
    const transform = getComputedStyle(element).transform;
    return transform === 'none' ? 1 : new DOMMatrixReadOnly(transform).a;
  });

/** Scrolls the window to a fraction of its scroll range and waits for the frame that shows it. */
async function scrollTo(page: Page, fraction: number) {
  await page.evaluate(async (part) => {
    window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * part);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, fraction);
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`an article's reading-progress bar follows the scroll position, with no layout shift (motion: ${reducedMotion})`, async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ reducedMotion });
    const shifts = await countShifts(page);
    await openHydrated(page, await firstArticlePath(request));
    // The faces' swap may slide a word along its line; what is measured here is the scrolling.
    await untilFacesLoaded(page);
    const beforeScrolling = await shifts();
    await expect(bar(page)).toHaveCount(1);
    await expect(bar(page)).toHaveAttribute('aria-hidden', 'true');
    const box = await bar(page).boundingBox();
    expect(box?.y).toBe(0);
    expect(await scaleOf(page)).toBeCloseTo(0, 2);

    await scrollTo(page, 0.5);
    await expect.poll(() => scaleOf(page)).toBeCloseTo(0.5, 1);
    await scrollTo(page, 1);
    await expect.poll(() => scaleOf(page)).toBeCloseTo(1, 2);
    // Fixed, and moved by its transform alone: the page's layout never moves for it.
    expect(await bar(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await shifts()).toBe(beforeScrolling);
  });
}

test('only an article has a reading-progress bar', async ({ page, request }) => {
  await page.goto(await firstArticlePath(request));
  await expect(bar(page)).toHaveCount(1);
  for (const path of ['/', '/blog', '/guides', '/topics', '/contact', '/privacy-policy']) {
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(bar(page), path).toHaveCount(0);
  }
});
