/// <reference lib="dom" />
import type { Page } from '@playwright/test';

/**
 * Opens `path` in the application the browser renders itself (the admin area's, which the 503
 * page and a page whose remote the server could not load also run): its router moves there and
 * the page asks for its data in the browser. A test that stubs the API in the browser
 * (`page.route`) to see a loading, empty or error state needs this: a page loaded from its URL
 * arrives with its data already rendered by the server, and only its islands run.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/admin');
  // The header's sign-in control leaves its loading state once the app runs in the browser.
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * Opens a server-rendered page and waits until the browser has made it alive: its buttons work
 * only from then on.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await untilHydrated(page);
}

/**
 * Opens a page and waits until it has drawn its content and come alive: its h1 is shown, the
 * network is idle and nothing is loading any more.
 */
export async function openSettled(page: Page, path: string): Promise<void> {
  await openHydrated(page, path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
}

/**
 * Waits until the server-rendered page the browser shows is alive: a public page's islands are
 * hydrated (the island runtime marks `#root` `data-islands="alive"`), or the application the
 * browser runs has hydrated (the renderer's head tags are handed over to React in its commit).
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (root?.dataset.render === 'islands') return root.dataset.islands === 'alive';
    return document.head.querySelector('[data-rendered]') === null;
  });
}

/**
 * Holds back a remote's browser code (its islands, and its entry for the application) by `ms` on
 * every page load from now on, so that a test can use a server-rendered page before its parts
 * come alive (routing also keeps the browser's cache out).
 */
export async function holdBackRemote(page: Page, remote: 'mf-content' | 'mf-engage' | 'mf-search', ms: number): Promise<void> {
  await page.route(new RegExp(`/remotes/${remote}/(remoteEntry\\.[0-9a-f]+|islands/[^/]+)\\.js`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Holds back the shell's own script (the island runtime, or the application's main script, and
 * with it every other) on page loads from now on, until the returned function is called: the
 * page stays as the server sent it, with no script of the site running, however long a test
 * looks at it.
 */
export async function holdBackShell(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/^https?:\/\/[^/]+\/(main|islands\/runtime)\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
