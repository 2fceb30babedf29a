import { expect, test as base } from '../support/test.js';
import { describeViolations, seriousA11yViolations } from '../support/axe.js';

/** Every test also fails on an uncaught error in the page. */
const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

for (const path of ['/404', '/some/unknown/path']) {
  test(`${path} shows Page Not Found with ways back into the site`, async ({ page }) => {
    await page.goto(path);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Live Fully');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(main.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Search Content' })).toHaveAttribute('href', '/search');
    await expect(main.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog');
    await expect(main.getByRole('link', { name: 'Guides', exact: true })).toHaveAttribute('href', '/guides');
    await expect(main.getByRole('link', { name: 'Topics', exact: true })).toHaveAttribute('href', '/topics');
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await main.getByRole('link', { name: 'Guides', exact: true }).click();
    await expect(page).toHaveURL(/\/guides$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  });
}
