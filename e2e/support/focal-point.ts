import type { Locator, Page } from '@playwright/test';
import { expect } from './test.js';

/**
 * Sets an image's focal point the way a writer does (docs/media.md, Focal point): a click on the
 * picture of the focal point control, at (x, y) from its top left, each 0..1. `within` is where
 * the control is: the media library's item view, or an editor's image field. Waits for the server
 * to have cut the share image again, and answers that new file's path.
 */
export async function setFocalPoint(page: Page, x: number, y: number, within: Locator | Page = page): Promise<string> {
  const marker = within.getByRole('button', { name: /^Focal point: / });
  const picture = marker.locator('xpath=..');
  const box = (await picture.boundingBox())!;
  await picture.click({ position: { x: box.width * x, y: box.height * y } });
  const label = `Focal point: ${Math.round(x * 100)}% from the left, ${Math.round(y * 100)}% from the top`;
  await expect(marker).toHaveAttribute('aria-label', label);
  const link = within.getByRole('link', { name: 'Open the share image' });
  await expect(link).toHaveAttribute('href', /\/media\/[0-9a-f-]{36}\/share-\d+-\d+\.jpg$/, { timeout: 30_000 });
  return (await link.getAttribute('href'))!;
}
