import { openHydrated } from '../support/navigate.js';
import { expect, test } from '../support/test.js';

/**
 * Radix Themes is one shared module (web-kit's facade, `@livefully/web-kit/ui`): a remote's components render with the shell's Theme. A
 * remote bundling its own copy would lose the shell's Theme context, and a dialog it portals out
 * of the page would fall back to Radix's defaults (indigo accent, gray, medium radius).
 */
test('a remote renders with the shell’s one Radix Themes instance and its tokens', async ({ page }) => {
  await openHydrated(page, '/apps');
  await page.getByRole('button', { name: 'Notify Me about What I Like' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get notified about What I Like' });
  await expect(dialog).toBeVisible();

  // The dialog's portal root takes its settings from the shell's <Theme>, through React context.
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
