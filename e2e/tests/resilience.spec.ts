import { expect, test } from '../support/test.js';
import { openInApp, untilHydrated } from '../support/navigate.js';
import { pidOf } from '../support/run-state.js';

/** mf-content's manifest, entry and islands (a rendered page names its exact entry; a retry asks the manifest again). */
const MF_CONTENT_FILES = /\/remotes\/mf-content\/(mf-manifest\.json|remoteEntry\.[0-9a-f]+\.js|islands\/.+\.js)/;

test('a remote whose browser code cannot be fetched leaves its page as the server rendered it, and the rest of the site works', async ({
  page,
}) => {
  await page.route(MF_CONTENT_FILES, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/blog/family-game-night');
  await untilHydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  // The shell's islands are alive: the header's sign-in works.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in with Google' })).toBeVisible();
});

test('a remote that cannot be fetched in the application the browser renders shows a retry panel, and the rest of the site works', async ({
  page,
}) => {
  await page.route(MF_CONTENT_FILES, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await openInApp(page, '/blog');
  const slot = page.locator('main');
  await expect(slot.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();

  await page.unroute(MF_CONTENT_FILES);
  await slot.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Insights' })).toBeVisible();
});

test('while the content service is down, a page read before is served from the gateway cache', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.locator('main a[href^="/blog/"]').first()).toBeVisible();
  process.kill(pidOf('content'), 'SIGSTOP');
  try {
    await page.reload();
    await expect(page.locator('main a[href^="/blog/"]').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    process.kill(pidOf('content'), 'SIGCONT');
  }
});

test('when the content service is down a read never served before shows an error state, not a spinner forever', async ({ page }) => {
  // A category no one has asked for: no cached answer can stand in for the service.
  const category = `Nowhere ${Date.now()}`;
  process.kill(pidOf('content'), 'SIGSTOP');
  try {
    await page.goto(`/blog?category=${encodeURIComponent(category)}`);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Latest Insights' })).toBeVisible();
  } finally {
    process.kill(pidOf('content'), 'SIGCONT');
  }
  // The gateway's breaker lets a probe through a few seconds after the service is back.
  await expect(async () => {
    const retry = page.getByRole('button', { name: /try again/i });
    if (await retry.isVisible()) await retry.click();
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});
