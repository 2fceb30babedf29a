import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.js';
import { guideImage } from '../support/guide-images.js';
import { signInAsAdmin } from '../support/sign-in.js';
import { expect, test } from '../support/test.js';

/** Contrast is judged once the tab's table has loaded. */
async function expectTabAccessible(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
});

test('All content, linked from the dashboard, shows one kind a tab with its search and New, and the schedule', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  // The dashboard keeps to the work in progress: no table of every post.
  await expect(page.getByRole('region', { name: 'Recently published' }).getByRole('list')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Posts' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'All content' }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All content' })).toBeVisible();

  const posts = page.getByRole('region', { name: 'Posts' });
  await expect(posts.getByRole('table')).toBeVisible();
  await expect(posts.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/admin/posts/new');
  await expect(page.getByRole('link', { name: 'Trash' })).toHaveAttribute('href', '/admin/trash');
  // By title, and with the header's avatar rather than its loading placeholder, the picture is the
  // same on every run: the seed's posts share one Updated date, in no set order.
  await posts
    .getByRole('columnheader', { name: /^Title/ })
    .getByRole('button')
    .click();
  await expect(posts.getByRole('columnheader', { name: /^Title/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu for Ada Admin' })).toBeVisible();
  await page.screenshot({ path: guideImage('all-content.png') });

  await page.getByRole('tab', { name: 'Guides' }).click();
  await expect(page).toHaveURL(/\?show=guides$/);
  await expect(page.getByRole('region', { name: 'Posts' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Guides' }).getByRole('link', { name: 'New guide' })).toBeVisible();

  await page.getByRole('tab', { name: 'Topics' }).click();
  const topics = page.getByRole('region', { name: 'Topics' });
  await topics.getByRole('searchbox', { name: 'Search topics' }).fill('mindful');
  await expect(topics.getByRole('rowheader')).toHaveCount(1);
  await expect(topics.getByRole('rowheader')).toContainText('Mindfulness');

  // The open tab is in the address: a reload lands on it.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Topics' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page.getByRole('region', { name: 'Schedule' }).getByRole('region', { name: 'Coming up' })).toBeVisible();
});

for (const appearance of ['light', 'dark'] as const) {
  test(`every tab of All content passes axe (${appearance})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: appearance });
    await signInAsAdmin(page);
    await page.goto('/admin/content');
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${appearance}\\b`));
    for (const [tab, region] of [
      ['Posts', 'Posts'],
      ['Guides', 'Guides'],
      ['Topics', 'Topics'],
      ['Categories', 'Categories'],
      ['Schedule', 'Coming up'],
    ] as const) {
      await test.step(tab, async () => {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('region', { name: region })).toBeVisible();
        await expectTabAccessible(page);
      });
    }
  });
}
