import { expect, test } from '@playwright/test';

test('a visitor opens the blog, then an article with its markdown body', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Insights' })).toBeVisible();
  const articleLinks = page.locator('main a[href^="/blog/"]');
  await expect(articleLinks.first()).toBeVisible();
  expect(await articleLinks.count()).toBeGreaterThanOrEqual(8);

  const title = (await articleLinks.first().innerText()).trim();
  await articleLinks.first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Markdown became real elements: section headings and list items, not raw '##' text.
  await expect(page.locator('main article h2').first()).toBeVisible();
  await expect(page.locator('main article li').first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('## ');

  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Blog' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown article shows the not-found screen', async ({ page }) => {
  await page.goto('/blog/no-such-article');
  await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse All Articles' })).toHaveAttribute('href', '/blog');
});
