import { expect, test as base } from '@playwright/test';

/** What a page must never say: an uncaught error, or React finding the server's HTML different from its own. */
const HYDRATION_TROUBLE = /hydrat|did not match|Minified React error #(418|419|421|423|425)\b/i;

/**
 * Not the page's: Chromium reports a cross-document view transition it skipped because the
 * reader left a page before its first frame (a test that presses at `domcontentloaded`) as an
 * uncaught error of the next page, where no script of the page can catch it (public/appearance.js
 * handles the transitions' promises it is given). The crossfade is skipped; the page is fine.
 */
const SKIPPED_VIEW_TRANSITION = /^Transition was aborted because of invalid state\. ViewTransition opt-in disabled$/;

/**
 * Playwright's `test`, with every page of every test watched: an uncaught page error or a
 * hydration warning fails the test that caused it (server-rendered pages must hydrate cleanly).
 * A test that provokes errors on purpose says so with `test.use({ pageErrorsExpected: true })`.
 */
export const test = base.extend<{ pageErrorsExpected: boolean; watchPages: void }>({
  pageErrorsExpected: [false, { option: true }],
  watchPages: [
    async ({ context, pageErrorsExpected }, use) => {
      const trouble: string[] = [];
      const watch = (page: import('@playwright/test').Page) => {
        page.on('pageerror', (error) => {
          if (!SKIPPED_VIEW_TRANSITION.test(error.message)) trouble.push(`page error on ${page.url()}: ${error.message}`);
        });
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') {
            if (HYDRATION_TROUBLE.test(message.text())) trouble.push(`hydration warning on ${page.url()}: ${message.text().slice(0, 300)}`);
          }
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      if (!pageErrorsExpected) expect(trouble, 'page errors and hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
