import { expect, test } from '../support/test.js';
import { deletePostFromEditor, draftPost } from '../support/admin-posts.js';
import { describeViolations, seriousA11yViolations } from '../support/axe.js';
import { guideImage } from '../support/guide-images.js';
import { publishNow, updatePublished } from '../support/publish-flow.js';
import { expectSharedHead, fillSharingPanel, sharingPanel, sharingPreviews } from '../support/sharing-panel.js';
import { signInAsAdmin } from '../support/sign-in.js';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
});

test('the search and sharing panel: previews follow the writing, and the published page head, sitemap and feed follow the panel', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Sharing Panel ${stamp}`;
  const slug = `sharing-panel-${stamp}`;
  await signInAsAdmin(page);
  const editor = await draftPost(page, title, 'An excerpt the previews show first.');
  const { searchResult, shareCard } = sharingPreviews(page);
  await expect(searchResult).toContainText(`${title} | Live Fully`);
  await expect(searchResult).toContainText(`› blog › ${slug}`);
  await expect(shareCard).toContainText('An excerpt the previews show first.');

  await fillSharingPanel(page, {
    metaTitle: `Share me ${stamp}`,
    metaDescription: 'What a search result says of this post.',
    canonicalUrl: `https://elsewhere.example/${slug}`,
    shareImagePath: '/images/backyard-stargazing.svg',
  });
  await expect(searchResult).toContainText(`Share me ${stamp} | Live Fully`);
  await expect(searchResult).toContainText(`elsewhere.example › ${slug}`);
  await expect(shareCard).toContainText('What a search result says of this post.');
  await expect(shareCard.locator('img')).toHaveAttribute('src', '/images/share/backyard-stargazing.png');
  // The card shows the image itself, 1200×630.
  await expect.poll(() => shareCard.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);

  for (const appearance of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: appearance });
    await sharingPanel(page).scrollIntoViewIfNeeded();
    const violations = await seriousA11yViolations(page);
    expect(violations, `${appearance}: ${describeViolations(violations)}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  // The site's header and the editor's save bar stay on screen while scrolling: out of the picture
  // (set through the CSSOM, which the admin's CSP allows, unlike an injected stylesheet).
  const overlays = 'header.site-header, .admin-editor__bar';
  await page
    .locator(overlays)
    .evaluateAll((elements: HTMLElement[]) => elements.forEach((element) => (element.style.visibility = 'hidden')));
  await sharingPanel(page).screenshot({ path: guideImage('sharing-panel.png') });
  await page.locator(overlays).evaluateAll((elements: HTMLElement[]) => elements.forEach((element) => (element.style.visibility = '')));

  await publishNow(page, title);
  await expectSharedHead(page, `/blog/${slug}`, {
    title: `Share me ${stamp} | Live Fully`,
    canonical: `https://elsewhere.example/${slug}`,
    shareImage: /\/images\/share\/backyard-stargazing\.png$/,
    noindex: false,
  });
  // Indexed, at its canonical address on another site: in the feed at that address.
  expect(await (await page.request.get('/feed.xml')).text()).toContain(`<link>https://elsewhere.example/${slug}</link>`);

  // Hidden from search engines: the head says so, and the sitemap and the feed leave it out.
  await page.goto(editor);
  await fillSharingPanel(page, { noindex: true, canonicalUrl: '' });
  await updatePublished(page, title);
  await expectSharedHead(page, `/blog/${slug}`, {
    title: `Share me ${stamp} | Live Fully`,
    canonical: new RegExp(`^https?://[^/]+/blog/${slug}$`),
    shareImage: /\/images\/share\/backyard-stargazing\.png$/,
    noindex: true,
  });
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(slug);
  expect(await (await page.request.get('/feed.xml')).text()).not.toContain(slug);

  await deletePostFromEditor(page, editor);
});
