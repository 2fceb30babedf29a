import { openHydrated } from '../support/navigate.js';
import { expect, test } from '../support/test.js';

/**
 * A public page's render-blocking CSS leaves out the widgets' rules (dialogs, menus, selects:
 * web-kit's rspack/radix-themes-css/widgets-block.mjs): the page links them in their place in the
 * cascade without blocking its paint, and the first island that shows a widget applies them
 * before it shows it. The application (the admin area) keeps the shell's whole stylesheet.
 */
test('a dialog an island opens on a public page is styled, its stylesheet applied only then', async ({ page }) => {
  await openHydrated(page, '/');
  const widgets = page.locator('link[data-radix-widgets]');
  await expect(widgets).toHaveAttribute('media', 'not all');

  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Google' });
  await expect(dialog).toBeVisible();
  await expect(widgets).toHaveAttribute('media', 'all');
  // Radix's dialog rules: a fixed overlay, a padded panel on the page's panel color, with the theme's radius.
  const style = await dialog.evaluate((content) => {
    const own = getComputedStyle(content);
    const overlay = content.closest('.rt-BaseDialogOverlay');
    return {
      overlay: overlay ? getComputedStyle(overlay).position : 'none',
      padding: own.paddingTop,
      radius: own.borderTopLeftRadius,
      background: own.backgroundColor,
    };
  });
  expect(style.overlay).toBe('fixed');
  expect(style.padding).not.toBe('0px');
  expect(style.radius).not.toBe('0px');
  expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
});

test('a widget part a public page draws in its markup (the category select) is styled at first paint', async ({ page }) => {
  await openHydrated(page, '/blog');
  // Nothing on the page has shown a widget: their stylesheet is not applied, and it was asked for
  // only after the page's first paint (no request but the page's own stands before that paint).
  await expect(page.locator('link[data-radix-widgets]')).toHaveAttribute('media', 'not all');
  const order = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    widgets: performance.getEntriesByType('resource').find((entry) => /\/main-widgets\.[0-9a-f]+\.css$/.test(entry.name))?.startTime,
  }));
  expect(order.widgets).toBeGreaterThanOrEqual(order.paint);
  const trigger = page.locator('.rt-SelectTrigger').first();
  await expect(trigger).toBeVisible();
  const style = await trigger.evaluate((element) => {
    const own = getComputedStyle(element);
    return { display: own.display, paddingLeft: own.paddingLeft, shadow: own.boxShadow };
  });
  expect(['flex', 'inline-flex']).toContain(style.display);
  expect(style.paddingLeft).not.toBe('0px');
  expect(style.shadow).not.toBe('none');
});

test('a page the application renders links the whole stylesheet, the widgets’ rules in it', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.locator('link[data-radix-widgets]')).toHaveCount(0);
  const sheets = await page.evaluate(() => Array.from(document.styleSheets, (sheet) => sheet.href ?? ''));
  expect(sheets.some((href) => /\/main\.[0-9a-f]+\.css$/.test(href))).toBe(true);
});
