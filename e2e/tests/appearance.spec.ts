import { openHydrated, untilHydrated } from '../support/navigate.js';
import { expect, test } from '../support/test.js';

/**
 * Light or dark: the system preference by default; the footer's switch overrides it, and the
 * choice survives a reload, set on the page before the app has drawn anything.
 */
test.describe('appearance', () => {
  test('follows the system preference until the visitor chooses', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const appearance = page.getByRole('contentinfo').getByRole('radiogroup', { name: 'Appearance' });
    await expect(appearance.getByRole('radio', { name: 'System' })).toBeChecked();
  });

  test('the footer switch is remembered across a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    // The switch works once the server-rendered page has come alive.
    await openHydrated(page, '/');
    const appearance = page.getByRole('contentinfo').getByRole('radiogroup', { name: 'Appearance' });
    await appearance.getByRole('radio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('body')).not.toHaveCSS('background-color', 'rgb(250, 247, 242)');

    await page.reload();
    // The pre-paint script has set the class before the app mounted.
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('contentinfo').getByRole('radio', { name: 'Dark' })).toBeChecked();
    await untilHydrated(page);

    await page.getByRole('contentinfo').getByRole('radio', { name: 'System' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });
});
