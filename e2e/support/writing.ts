import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './test.js';

/** The post editor, empty, with the consent bar kept out of the way of its action bar. */
export async function openNewPost(page: Page): Promise<void> {
  await page.goto('/admin/posts/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
}

/** The body field's mode switch; answers the field as that mode shows it. */
export async function writingMode(page: Page, mode: 'Visual' | 'Markdown'): Promise<Locator> {
  await page.getByRole('radiogroup', { name: 'Writing mode' }).getByRole('radio', { name: mode }).click();
  const body = page.getByRole('textbox', { name: 'Content', exact: true });
  if (mode === 'Visual') await expect(body).toHaveAttribute('contenteditable', 'true');
  else await expect(body).toHaveJSProperty('tagName', 'TEXTAREA');
  return body;
}

/** A small PNG, as a camera roll or a screenshot would give one. */
export function samplePng(width = 160, height = 90): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 60, g: 140, b: 110 } } })
    .png()
    .toBuffer();
}

/**
 * Pastes an image file into a field as the browser does for a copied picture: a paste event whose
 * clipboard data carries the file (the system clipboard cannot be written with files from a test).
 */
export async function pasteImage(field: Locator, png: Buffer, name = 'pasted.png'): Promise<void> {
  await field.evaluate(
    (element, { base64, fileName }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], fileName, { type: 'image/png' }));
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { base64: png.toString('base64'), fileName: name },
  );
}
