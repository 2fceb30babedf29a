import { expect, test } from '@playwright/test';
import { pidOf } from '../support/run-state.js';

test('a remote whose manifest cannot be fetched shows a retry panel, and the rest of the site works', async ({ page }) => {
  await page.route('**/remotes/mf-content/mf-manifest.json*', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/blog');
  const slot = page.locator('main');
  await expect(slot.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();

  await page.unroute('**/remotes/mf-content/mf-manifest.json*');
  await slot.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Insights' })).toBeVisible();
});

test('when the content service is down the blog shows an error state, not a spinner forever', async ({ page }) => {
  process.kill(pidOf('content'), 'SIGSTOP');
  try {
    await page.goto('/blog');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Latest Insights' })).toBeVisible();
  } finally {
    process.kill(pidOf('content'), 'SIGCONT');
  }
  await page.getByRole('button', { name: /try again/i }).click();
  await expect(page.locator('main a[href^="/blog/"]').first()).toBeVisible();
});
