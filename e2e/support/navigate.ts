/// <reference lib="dom" />
import type { Page } from '@playwright/test';

/**
 * Opens `path` the way a reader who is already on the site does: from a page the server rendered
 * (the DMCA page, which reads no data), the app's router moves there and the page asks for its
 * data in the browser. A test that stubs the API in the browser (`page.route`) to see a loading,
 * empty or error state needs this: a page loaded from its URL arrives with its data already
 * rendered by the server.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/DMCA');
  // The header's sign-in control leaves its loading state once the app runs in the browser.
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * Opens a server-rendered page and waits until the browser has hydrated it: its buttons work only
 * from then on (the renderer's head tags are handed over to React in the hydration's commit).
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await untilHydrated(page);
}

/** Waits until the browser has hydrated the server-rendered page it shows. */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.head.querySelector('[data-rendered]') === null);
}

/**
 * Holds back a remote's entry script by `ms` on every page load from now on, so that a test can
 * use a server-rendered page before it comes alive (routing also keeps the browser's cache out).
 */
export async function holdBackRemote(page: Page, remote: 'mf-content' | 'mf-engage' | 'mf-search', ms: number): Promise<void> {
  await page.route(new RegExp(`/remotes/${remote}/remoteEntry\\.[0-9a-f]+\\.js`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Holds back the shell's own script (and with it every other) on page loads from now on, until
 * the returned function is called: the page stays as the server sent it, with no script of the
 * site running, however long a test looks at it.
 */
export async function holdBackShell(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/^https?:\/\/[^/]+\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
