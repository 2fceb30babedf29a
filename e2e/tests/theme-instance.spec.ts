import type { Page } from '@playwright/test';
import { openHydrated, openInApp } from '../support/navigate.js';
import { expect, test } from '../support/test.js';

/**
 * Radix Themes takes the site's Theme everywhere. On a public page each island build bundles the
 * Radix parts it uses, and what it portals out of the page (a dialog) wraps itself in web-kit's
 * `IslandTheme`, the site's Theme as a context; without it the dialog would fall back to Radix's
 * defaults (indigo accent, gray, medium radius). In the application the browser renders (the
 * admin area's), Radix Themes is one shared module (web-kit's facade), the shell's.
 */
async function expectSiteTheme(page: Page) {
  await page.getByRole('button', { name: 'Notify Me about What I Like' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get notified about What I Like' });
  await expect(dialog).toBeVisible();

  // The dialog's portal root takes its settings from the site's Theme, through React context.
  const portalTheme = page.locator('.radix-themes', { has: dialog });
  await expect(portalTheme).toHaveAttribute('data-accent-color', 'orange');
  await expect(portalTheme).toHaveAttribute('data-gray-color', 'sand');
  await expect(portalTheme).toHaveAttribute('data-radius', 'large');

  // Its primary button is painted with the site's terracotta (theme.css), not Radix's orange.
  const siteAccent = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
  const accent = await dialog.getByRole('button', { name: 'Notify Me' }).evaluate((button) => {
    const probe = document.createElement('span');
    probe.style.color = getComputedStyle(button).backgroundColor;
    return probe.style.color;
  });
  expect(accent).toBe(
    await page.evaluate((hex) => {
      const probe = document.createElement('span');
      probe.style.color = hex;
      return probe.style.color;
    }, siteAccent),
  );
}

test("an island's dialog on a public page renders with the site's Theme and its tokens", async ({ page }) => {
  await openHydrated(page, '/apps');
  await expectSiteTheme(page);
});

test('a remote in the browser-rendered application renders with the shell’s one Radix Themes instance', async ({ page }) => {
  await openInApp(page, '/apps');
  await expectSiteTheme(page);
  // And the federation share scope holds one loaded copy of Radix Themes' facade, the shell's.
  const copies = await page.evaluate(() => {
    const share =
      (
        window as unknown as {
          __FEDERATION__?: {
            __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>>;
          };
        }
      ).__FEDERATION__?.__SHARE__ ?? {};
    return Object.values(share).flatMap((scopes) =>
      Object.values(scopes).flatMap((packages) =>
        Object.entries(packages['@livefully/web-kit/ui'] ?? {})
          .filter(([, entry]) => entry.loaded)
          .map(([version, entry]) => `${version} from ${entry.from}`),
      ),
    );
  });
  expect(copies).toHaveLength(1);
  expect(copies[0]).toMatch(/ from shell$/);
});
