/// <reference lib="dom" />
import type { Page } from '@playwright/test';

/** Waits until both of the site's faces have loaded and swapped in, and the frame after the swap has run. */
export async function untilFacesLoaded(page: Page) {
  await page.waitForFunction(() => {
    const loaded = new Set<string>();
    document.fonts.forEach((face) => {
      if (face.status === 'loaded') loaded.add(face.family.replace(/"/g, ''));
    });
    return loaded.has('Fraunces') && loaded.has('Source Sans 3') && document.fonts.status === 'loaded';
  });
  // The frame after the swap, so the shift observer has seen it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Keeps the faces' stylesheet from loading, so the text stays in its sized fallback: for tests of
 * what hydration moves, which must not count the few hundredths of a pixel a word may slide along
 * its line when the faces swap in (the swap itself is measured in typography.spec.ts).
 */
export async function withoutFaces(page: Page): Promise<void> {
  await page.route(/\/faces\.[0-9a-f]+\.css$/, (route) => route.abort());
}
