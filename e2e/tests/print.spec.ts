/// <reference lib="dom" />
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { openHydrated } from '../support/navigate.js';

/** An article of the seed whose body links to another site and to a page of this one (as most do). */
async function articleWithLinks(request: APIRequestContext) {
  const answer = (await (await request.get('/api/blog-posts')).json()) as { data: { slug: string; content: string }[] };
  const post = answer.data.find((candidate) => /\]\(https?:\/\//.test(candidate.content) && /\]\(\/[a-z]/.test(candidate.content));
  if (!post) throw new Error('the seed has no article linking to another site and to a page of this one');
  return post;
}

/** What a link shows after its text: the `content` of its `::after`, as the browser computed it. */
const afterContent = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((link) => getComputedStyle(link, '::after').content);

const chrome = (page: Page) => ({
  header: page.getByRole('banner'),
  footer: page.getByRole('contentinfo'),
  share: page.getByRole('button', { name: 'Share' }),
  consent: page.getByRole('region', { name: 'Analytics cookies' }),
  skipLink: page.getByRole('link', { name: 'Skip to main content' }),
});

for (const appearance of ['light', 'dark'] as const) {
  test(`an article prints without the site around it, links with their addresses, black on white, to PDF (${appearance})`, async ({
    page,
    request,
  }) => {
    const post = await articleWithLinks(request);
    await page.emulateMedia({ colorScheme: appearance });
    await openHydrated(page, `/blog/${post.slug}`);
    const parts = chrome(page);
    // On screen, the parts that paper leaves out are there.
    for (const part of [parts.header, parts.footer, parts.share, parts.consent]) await expect(part).toBeVisible();
    const body = page.locator('main article .article__body');
    const outside = body.locator('a[href^="http"]').first();
    const href = await outside.getAttribute('href');
    expect(href).toMatch(/^https?:\/\//);
    expect(await afterContent(page, 'main article .article__body a[href^="http"]')).toBe('none');

    await page.emulateMedia({ media: 'print', colorScheme: appearance });
    for (const part of Object.values(parts)) await expect(part).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await afterContent(page, 'main article .article__body a[href^="http"]')).toContain(href);
    const paper = await page.evaluate(() => {
      const title = document.querySelector('main h1') as HTMLElement;
      const images = Array.from(document.querySelectorAll<HTMLImageElement>('main img'));
      return {
        text: getComputedStyle(title).color,
        background: getComputedStyle(document.body).backgroundColor,
        images: images.map((image) => ({
          width: image.getBoundingClientRect().width,
          page: document.documentElement.clientWidth,
          breaks: getComputedStyle(image).breakInside,
        })),
      };
    });
    expect(paper.text).toBe('rgb(0, 0, 0)');
    expect(paper.background).toBe('rgb(255, 255, 255)');
    expect(paper.images.length).toBeGreaterThan(0);
    for (const image of paper.images) {
      expect(image.width).toBeLessThanOrEqual(image.page);
      expect(image.breaks).toBe('avoid');
    }
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
}

test('a link within the site shows its path on paper; a link to a place in the page shows nothing', async ({ page, request }) => {
  const post = await articleWithLinks(request);
  await openHydrated(page, `/blog/${post.slug}`);
  const path = await page.locator('main article .article__body a[href^="/"]').first().getAttribute('href');
  // The seed links to no place within an article; the body gets one such link.
  await page.locator('main article .article__body').evaluate((body) => {
    body.append(Object.assign(document.createElement('a'), { href: '#main-content', textContent: 'back to the top', id: 'in-page-link' }));
  });
  await page.emulateMedia({ media: 'print' });
  expect(await afterContent(page, 'main article .article__body a[href^="/"]')).toContain(path);
  expect(await afterContent(page, '#in-page-link')).toBe('none');
});

test('the print stylesheet blocks no screen paint: it is linked for print only', async ({ page, request }) => {
  const post = await articleWithLinks(request);
  await page.goto(`/blog/${post.slug}`);
  const media = await page.locator('link[rel="stylesheet"][href="/print.css"]').getAttribute('media');
  expect(media).toBe('print');
});
