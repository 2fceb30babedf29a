import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { expectAccessible } from '../support/axe.js';
import { guideImage } from '../support/guide-images.js';
import { signInAsAdmin } from '../support/sign-in.js';
import { openNewPost, pasteImage, samplePng, writingMode } from '../support/writing.js';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
});

/** axe on the editor in the light and the dark appearance. */
async function accessibleInBothAppearances(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    await expectAccessible(page);
  }
}

test('a post written in the visual mode by keyboard, with a pasted image, is the expected markdown', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await openNewPost(page);
  const body = await writingMode(page, 'Visual');
  await body.click();

  await page.keyboard.press('Control+Alt+2');
  await page.keyboard.type('Morning light');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('Slow');
  await page.keyboard.press('Control+B');
  await page.keyboard.type(' start.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- first');
  await page.keyboard.press('Enter');
  await page.keyboard.type('second');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  // The / menu, by keyboard alone: filter, arrow to the block, Enter.
  await page.keyboard.type('/');
  const menu = page.getByRole('listbox', { name: 'Insert a block' });
  await expect(menu).toBeVisible();
  await page.keyboard.type('d');
  await expect(menu.getByRole('option')).toHaveText(['Divider']);
  await expect(body).toHaveAttribute('aria-activedescendant', (await menu.getByRole('option', { name: 'Divider' }).getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();

  await pasteImage(body, await samplePng());
  const alt = page.getByRole('textbox', { name: 'Alt text for this image' });
  await expect(alt).toBeFocused({ timeout: 30_000 });
  await accessibleInBothAppearances(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page
    .getByRole('group', { name: 'Content' })
    .or(page.locator('.visual-editor'))
    .first()
    .screenshot({ path: guideImage('visual-editor.png') });
  await page.keyboard.type('Mist over a lake');
  await page.keyboard.press('Enter');
  await expect(alt).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add alt text' })).toHaveCount(0);

  const markdown = await writingMode(page, 'Markdown');
  await expect(markdown).toHaveValue(
    /^## Morning light\n\n\*\*Slow\*\* start\.\n\n- first\n- second\n\n---\n\n!\[Mist over a lake\]\(\/media\/[0-9a-f-]{36}\/original-160x90\.png\)$/,
  );
  await accessibleInBothAppearances(page);

  // The mode is remembered: the next editor opens in the markdown mode chosen last.
  await openNewPost(page);
  await expect(page.getByRole('textbox', { name: 'Content', exact: true })).toHaveJSProperty('tagName', 'TEXTAREA');
});
