import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/test.js';
import { describeViolations, seriousA11yViolations } from '../support/axe.js';
import { deletePostFromEditor } from '../support/admin-posts.js';
import { setFocalPoint } from '../support/focal-point.js';
import { guideImage } from '../support/guide-images.js';
import { publishNow } from '../support/publish-flow.js';
import { signInAsAdmin } from '../support/sign-in.js';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A photo-like JPEG made here, 1600×900, so the page gets the whole ladder up to 1600. */
async function photo(): Promise<Buffer> {
  const width = 1600;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = 140;
    pixels[i + 2] = 200 - (x * 100) / width;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
});

test('an admin uploads an image from the post editor; the article shows it with srcset, its size and AVIF/WebP', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Harbour Light ${stamp}`;
  const slug = `harbour-light-${stamp}`;
  await signInAsAdmin(page);
  await page.goto('/admin/posts/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();

  await field(page, 'Title').fill(title);
  await field(page, 'Excerpt').fill('Early light over the boats, and what it does to a morning.');
  await field(page, 'Content').fill('## Boats\n\nThe gulls were up before us.');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').filter({ hasText: 'Wellness' }).first().click();

  // The image field opens the library; the upload goes through its file chooser.
  await page.getByRole('button', { name: 'Upload or choose' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose the image' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Alt text (optional now)' }).fill(`Boats at dawn ${stamp}`);
  await dialog
    .getByTestId('media-file-input')
    .setInputFiles({ name: `harbour-${stamp}.jpg`, mimeType: 'image/jpeg', buffer: await photo() });
  await expect(dialog.getByRole('heading', { level: 2, name: `harbour-${stamp}.jpg` })).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Use this image' }).click();
  await expect(dialog).toBeHidden();
  await expect(field(page, 'Image path')).toHaveValue(/^\/media\/[0-9a-f-]{36}\/original-1600x900\.jpg$/);
  await expect(field(page, 'Alt text')).toHaveValue(`Boats at dawn ${stamp}`);
  // The focal point is set where the image is chosen; the page's crops and share image follow it.
  const share = await setFocalPoint(page, 0.25, 0.4);

  await publishNow(page, await field(page, 'Title').inputValue());
  await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}\/edit$/);
  const editor = page.url();

  // The article as a reader gets it, rendered by the server.
  const response = await page.request.get(`/blog/${slug}`);
  const html = await response.text();
  expect(html).toMatch(/<source type="image\/avif" srcSet="\/media\/[0-9a-f-]{36}\/320\.avif 320w, [^"]*1600\.avif 1600w"/);
  expect(html).toMatch(/<source type="image\/webp" srcSet="\/media\/[0-9a-f-]{36}\/320\.webp 320w, [^"]*1600\.webp 1600w"/);
  expect(html).toMatch(new RegExp(`<meta[^>]* property="og:image" content="[^"]*${share}"`));
  // The hero is cropped at the same point, to the thousandth the share file is named after.
  const [, x, y] = /share-(\d+)-(\d+)\.jpg$/.exec(share)!.map(Number);
  expect(html).toMatch(new RegExp(`<img class="article__hero" [^>]*style="object-position:${x! / 10}% ${y! / 10}%"`));

  await page.goto(`/blog/${slug}`);
  const hero = page.getByRole('img', { name: `Boats at dawn ${stamp}` }).first();
  await expect(hero).toHaveAttribute('width', '1600');
  await expect(hero).toHaveAttribute('height', '900');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  // Chromium takes the AVIF source; the file it shows is one of the variants.
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/[0-9a-f-]{36}\/\d+\.avif$/);
  await deletePostFromEditor(page, editor);
});

test('the media library uploads, edits alt text, searches, explains a refused file, and passes axe', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Media library' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();

  await page.getByTestId('media-file-input').setInputFiles({ name: `lake-${stamp}.jpg`, mimeType: 'image/jpeg', buffer: await photo() });
  await expect(page.getByRole('heading', { level: 2, name: `lake-${stamp}.jpg` })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Alt text', exact: true }).fill(`A still lake ${stamp}`);
  await page.getByRole('button', { name: 'Save alt text' }).click();
  await expect(page.getByText('Alt text saved.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search by name or alt text' }).fill(`still lake ${stamp}`);
  await expect(page.getByRole('status').filter({ hasText: /^1 image matching/ })).toBeVisible();

  // A file that is no image is refused with the server's reason.
  await page
    .getByTestId('media-file-input')
    .setInputFiles({ name: 'shell.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<?php echo 1; ?>') });
  await expect(page.getByRole('alert').filter({ hasText: 'Not uploaded: The file is not an image the library takes' })).toBeVisible();

  const violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});

/** A 1000×1000 JPEG dark at the top and light at the bottom: where a share image is cut shows in its brightness. */
async function verticalFade(): Promise<Buffer> {
  const side = 1000;
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (Math.floor(i / 3 / side) * 255) / side;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

test('a click on the picture sets its focal point: the share crop preview follows and the share image is cut again', async ({ page }) => {
  const stamp = Date.now().toString(36);
  // Tall enough that the whole control shows below the sticky header, for the guide's screenshot.
  await page.setViewportSize({ width: 1280, height: 1800 });
  await signInAsAdmin(page);
  await page.goto('/admin/media');
  await page
    .getByTestId('media-file-input')
    .setInputFiles({ name: `fade-${stamp}.jpg`, mimeType: 'image/jpeg', buffer: await verticalFade() });
  const details = page.getByRole('region', { name: `fade-${stamp}.jpg` });
  await expect(details).toBeVisible({ timeout: 30_000 });
  const marker = details.getByRole('button', { name: /^Focal point: / });
  await expect(marker).toHaveAttribute('aria-label', 'Focal point: 50% from the left, 50% from the top');
  const original = (await details.locator('code').first().textContent())!;
  const centred = await page.request.get(original.replace(/original-[^/]+$/, 'share.jpg'));
  const brightness = async (bytes: Buffer) => (await sharp(bytes).stats()).channels[0]!.mean;

  const preview = details.getByRole('img', { name: 'Share image (1200 × 630)' });
  const before = await preview.locator('img').getAttribute('style');
  const share = await setFocalPoint(page, 0.3, 0.1, details);
  expect(await preview.locator('img').getAttribute('style')).not.toBe(before);
  const moved = await page.request.get(share);
  expect(moved.headers()['cache-control']).toContain('immutable');
  // Cut near the dark top rather than around the middle.
  expect(await brightness(await moved.body())).toBeLessThan((await brightness(await centred.body())) - 40);

  // The marker is a control of its own: the arrow keys move it.
  await marker.focus();
  await page.keyboard.press('ArrowDown');
  await expect(marker).toHaveAttribute('aria-label', 'Focal point: 30% from the left, 11% from the top');
  await details.locator('.focal-picker').screenshot({ path: guideImage('focal-point.png') });
});
