/// <reference lib="dom" />
import type { Page } from '@playwright/test';

/**
 * Counts the page's layout shifts from before its first script on, whatever caused them (the
 * reader's input included): call before `goto`, then read the sum with the returned function.
 */
export async function countShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}
