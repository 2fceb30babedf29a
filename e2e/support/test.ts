import { expect, test as base } from '@playwright/test';

/** What a page must never say: an uncaught error, or React finding the server's HTML different from its own. */
const HYDRATION_TROUBLE = /hydrat|did not match|Minified React error #(418|419|421|423|425)\b/i;

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
        page.on('pageerror', (error) => trouble.push(`page error on ${page.url()}: ${error.message}`));
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
