import type { Page } from '@playwright/test';
import { expect } from './test.js';

/** What a writer may type in the search and sharing panel (docs/editors-guide.md); a field left out is left as it is. */
export interface SharingValues {
  metaTitle?: string;
  metaDescription?: string;
  canonicalUrl?: string;
  noindex?: boolean;
  /** A path the media picker would give, or a site image such as /images/slow-mornings.svg. */
  shareImagePath?: string;
}

/** The panel of the editor open on the page. */
export const sharingPanel = (page: Page) =>
  page.getByRole('heading', { level: 2, name: 'Search and sharing' }).locator('xpath=ancestor::*[contains(@class, "rt-Card")][1]');

/** Fills the search and sharing panel of the post, guide or topic editor open on the page. */
export async function fillSharingPanel(page: Page, values: SharingValues): Promise<void> {
  const panel = sharingPanel(page);
  const field = (name: RegExp) => panel.getByRole('textbox', { name });
  if (values.metaTitle !== undefined) await field(/^Meta title/).fill(values.metaTitle);
  if (values.metaDescription !== undefined) await field(/^Meta description/).fill(values.metaDescription);
  if (values.canonicalUrl !== undefined) await field(/^Canonical URL/).fill(values.canonicalUrl);
  if (values.shareImagePath !== undefined) await field(/^Share image/).fill(values.shareImagePath);
  if (values.noindex !== undefined) {
    const box = panel.getByRole('checkbox', { name: 'Hide from search engines (noindex)' });
    if ((await box.getAttribute('aria-checked')) !== String(values.noindex)) await box.click();
    await expect(box).toHaveAttribute('aria-checked', String(values.noindex));
  }
}

/** The two previews the panel draws. */
export const sharingPreviews = (page: Page) => ({
  searchResult: page.getByTestId('search-result-preview'),
  shareCard: page.getByTestId('share-card-preview'),
});

/** Checks a public page's head as a crawler and a share card read it. */
export async function expectSharedHead(
  page: Page,
  path: string,
  head: { title: string; canonical: string | RegExp; shareImage: RegExp; noindex: boolean },
) {
  await page.goto(path);
  await expect(page).toHaveTitle(head.title);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', head.canonical);
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', head.title);
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', head.shareImage);
  await expect(page.locator('head meta[name="robots"][content="noindex"]')).toHaveCount(head.noindex ? 1 : 0);
}
