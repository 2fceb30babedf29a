import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { deletePostFromEditor } from '../support/admin-posts.js';
import { expectAccessible } from '../support/axe.js';
import { setFocalPoint } from '../support/focal-point.js';
import { guideImage } from '../support/guide-images.js';
import { publishNow, updatePublished } from '../support/publish-flow.js';
import { expectSharedHead, fillSharingPanel, sharingPanel, sharingPreviews } from '../support/sharing-panel.js';
import { signInAsAdmin } from '../support/sign-in.js';
import { openNewPost, pasteImage, samplePng, writingMode } from '../support/writing.js';

/**
 * A writer's whole loop in the post editor (docs/editors-guide.md: Writing, Images in the text,
 * Focal point, Search and sharing panel): the visual mode by keyboard with its shortcuts and `/`
 * menu, a pasted image given its alt text in place, the markdown it made, a focal point that
 * moves the share image, the panel, publishing, and what the page head, sitemap and feed say.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
});

/** axe on the whole editor (body field and sharing panel) in the light and the dark appearance. */
async function accessibleInBothAppearances(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    await expectAccessible(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Takes a screenshot for the editors' guide with the sticky site header and save bar out of the picture. */
async function guideShot(page: Page, target: ReturnType<Page['locator']>, name: string) {
  // Set through the CSSOM, which the admin's CSP allows, unlike an injected stylesheet.
  const overlays = page.locator('header.site-header, .admin-editor__bar');
  await overlays.evaluateAll((elements: HTMLElement[]) => elements.forEach((element) => (element.style.visibility = 'hidden')));
  await target.screenshot({ path: guideImage(name) });
  await overlays.evaluateAll((elements: HTMLElement[]) => elements.forEach((element) => (element.style.visibility = '')));
}

test('write in the visual mode, paste an image, set its focal point, fill the sharing panel, publish: the page head, sitemap and feed follow', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const title = `Writing Loop ${stamp}`;
  const slug = `writing-loop-${stamp}`;
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await signInAsAdmin(page);
  await openNewPost(page);
  await field('Title').fill(title);
  await field('Excerpt').fill('Mornings by the water, and what they teach.');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').filter({ hasText: 'Wellness' }).first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);

  // The visual mode, by keyboard alone: a heading, bold, a list from "- ", a divider from the / menu.
  const body = await writingMode(page, 'Visual');
  await body.focus();
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
  await page.keyboard.type('/');
  const menu = page.getByRole('listbox', { name: 'Insert a block' });
  await expect(menu).toBeVisible();
  await page.keyboard.type('d');
  await expect(menu.getByRole('option')).toHaveText(['Divider']);
  await expect(body).toHaveAttribute('aria-activedescendant', (await menu.getByRole('option', { name: 'Divider' }).getAttribute('id'))!);
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();

  // A picture pasted from the clipboard goes to the media library; its alt text is asked in place.
  await pasteImage(body, await samplePng());
  const alt = page.getByRole('textbox', { name: 'Alt text for this image' });
  await expect(alt).toBeFocused({ timeout: 30_000 });
  await accessibleInBothAppearances(page);
  await guideShot(page, page.locator('.visual-editor').first(), 'visual-editor.png');
  await page.keyboard.type('Mist over a lake');
  await page.keyboard.press('Enter');
  await expect(alt).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add alt text' })).toHaveCount(0);

  // The markdown mode shows the markdown the visual mode wrote.
  const markdown = await writingMode(page, 'Markdown');
  await expect(markdown).toHaveValue(
    /^## Morning light\n\n\*\*Slow\*\* start\.\n\n- first\n- second\n\n---\n\n!\[Mist over a lake\]\(\/media\/[0-9a-f-]{36}\/original-160x90\.png\)$/,
  );
  await accessibleInBothAppearances(page);
  const picture = /\((\/media\/[0-9a-f-]{36}\/original-160x90\.png)\)$/.exec(await markdown.inputValue())![1]!;

  // The pasted picture as the featured image; a click on it sets its focal point, and the share
  // card preview shows the share image cut again around it.
  await field('Image path').fill(picture);
  await field('Alt text').fill('Mist over a lake');
  const { searchResult, shareCard } = sharingPreviews(page);
  const mediaId = picture.split('/')[2]!;
  await expect(shareCard.locator('img')).toHaveAttribute('src', `/media/${mediaId}/share.jpg`);
  const share = await setFocalPoint(page, 0.8, 0.3);
  expect(share).toMatch(new RegExp(`^/media/${mediaId}/share-\\d+-\\d+\\.jpg$`));
  await expect(shareCard.locator('img')).toHaveAttribute('src', share);

  // The panel, with both previews following it.
  await fillSharingPanel(page, {
    metaTitle: `Mornings by the lake ${stamp}`,
    metaDescription: 'What a search result says of this post.',
    canonicalUrl: `https://elsewhere.example/${slug}`,
  });
  await expect(searchResult).toContainText(`Mornings by the lake ${stamp} | Live Fully`);
  await expect(searchResult).toContainText(`elsewhere.example › ${slug}`);
  await expect(shareCard).toContainText('What a search result says of this post.');
  await expect.poll(() => shareCard.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await sharingPanel(page).scrollIntoViewIfNeeded();
  await accessibleInBothAppearances(page);
  await guideShot(page, sharingPanel(page), 'sharing-panel.png');

  await publishNow(page, title);
  const editor = page.url();
  await expectSharedHead(page, `/blog/${slug}`, {
    title: `Mornings by the lake ${stamp} | Live Fully`,
    canonical: `https://elsewhere.example/${slug}`,
    shareImage: new RegExp(`${share.replaceAll('.', '\\.')}$`),
    noindex: false,
  });
  expect(await (await page.request.get('/feed.xml')).text()).toContain(`<link>https://elsewhere.example/${slug}</link>`);

  // Hidden from search engines: the head says so, and the sitemap and the feed leave it out.
  await page.goto(editor);
  await fillSharingPanel(page, { noindex: true, canonicalUrl: '' });
  await updatePublished(page, title);
  await expectSharedHead(page, `/blog/${slug}`, {
    title: `Mornings by the lake ${stamp} | Live Fully`,
    canonical: new RegExp(`^https?://[^/]+/blog/${slug}$`),
    shareImage: new RegExp(`${share.replaceAll('.', '\\.')}$`),
    noindex: true,
  });
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(slug);
  expect(await (await page.request.get('/feed.xml')).text()).not.toContain(slug);

  await deletePostFromEditor(page, editor);
});
