import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { expectAccessible } from '../support/axe.js';
import { openHydrated } from '../support/navigate.js';

/**
 * One article card everywhere (docs/cards.md): on the blog, a topic, a guide's related articles,
 * the home page's Latest Insights and the search results, every article card has the same
 * parts (image, category, title, excerpt, one meta line of date, author and read time), and
 * the author's name goes to their page. At a phone's width and a desk's, light and dark.
 */
type Listed = { slug: string; articleCount?: number; category?: string };

async function apiData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The pages of cards, each with where its article cards are. */
async function listPages(page: Page): Promise<{ path: string; cards: (page: Page) => Locator }[]> {
  const topics = await apiData<Listed[]>(page, '/api/topics');
  const topic = topics.find((item) => (item.articleCount ?? 0) > 0);
  const [guide] = await apiData<Listed[]>(page, '/api/guides');
  if (!topic || !guide) throw new Error('the seeded site has no topic with articles or no guide');
  const main = (p: Page) => p.getByRole('main');
  return [
    { path: '/blog', cards: (p) => main(p).locator('.post-grid article') },
    { path: `/topics/${topic.slug}`, cards: (p) => main(p).getByRole('region', { name: 'Articles' }).locator('article') },
    { path: `/guide/${guide.slug}`, cards: (p) => main(p).getByRole('region', { name: 'Related Articles' }).locator('article') },
    { path: '/', cards: (p) => main(p).getByRole('region', { name: 'Latest Insights' }).locator('article') },
    {
      path: '/search?q=wellness',
      // Articles only: a guide has no author, a topic neither picture nor date.
      cards: (p) =>
        main(p)
          .getByRole('list', { name: 'Search results' })
          .locator('article')
          .filter({ has: p.locator('.content-card__eyebrow').getByText('Article', { exact: true }) }),
    },
  ];
}

/** Every part of the article card, in its place, and the author's link. */
async function expectCardParts(card: Locator): Promise<string> {
  await expect(card.locator('img.content-card__image')).toBeVisible();
  await expect(card.locator('img.content-card__image')).toHaveAttribute('alt', /\S/);
  await expect(card.locator('.content-card__eyebrow')).toHaveText(/\S/);
  const title = card.getByRole('heading').getByRole('link');
  await expect(title).toHaveAttribute('href', /^\/blog\/[a-z0-9-]+$/);
  await expect(title).toHaveText(/\S/);
  await expect(card.locator('.content-card__text')).toHaveText(/\S/);
  const meta = card.locator('.meta-line > li');
  await expect(meta).toHaveText([/^Last updated: [A-Z][a-z]{2} \d{1,2}, \d{4}$/, /^By \S.*$/, /^\d+ min read$/]);
  const author = meta.nth(1).getByRole('link');
  await expect(author).toHaveAttribute('href', /^\/authors\/[a-z0-9-]+$/);
  return (await author.getAttribute('href'))!;
}

for (const width of [390, 1280]) {
  for (const appearance of ['light', 'dark'] as const) {
    test(`every article card has the same parts on blog, topic, guide, home and search at ${width} px, ${appearance}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: appearance });
      await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
      const authorPages = new Set<string>();
      for (const { path, cards } of await listPages(page)) {
        await test.step(path, async () => {
          await openHydrated(page, path);
          await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${appearance}\\b`));
          const found = cards(page);
          await expect(found.first()).toBeVisible();
          for (const card of await found.all()) authorPages.add(await expectCardParts(card));
          await expectAccessible(page);
        });
      }
      // Each author's link opens their page.
      for (const path of authorPages) {
        const response = await page.request.get(path);
        expect(response.status(), path).toBe(200);
      }
    });
  }
}

test('an author link on a card opens the author’s page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
  await openHydrated(page, '/blog');
  const author = page.locator('.post-grid article .meta-line a').first();
  const name = (await author.textContent())!;
  await author.click();
  await expect(page).toHaveURL(/\/authors\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the meta line wraps without a separator at the start of a line, at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await openHydrated(page, '/blog');
  const meta = page.locator('.post-grid article .meta-line').first();
  await meta.scrollIntoViewIfNeeded();
  // Each item's separator is drawn at its start; the list clips everything left of its inset.
  const separators = await meta.evaluate((list) => {
    const style = getComputedStyle(list);
    const inset = style.clipPath.match(/^inset\(\S+ \S+ \S+ ([-\d.]+)(px|em)\)$/);
    if (!inset) throw new Error(`the meta line's clip is ${style.clipPath}`);
    const clipLeft = list.getBoundingClientRect().left + parseFloat(inset[1]!) * (inset[2] === 'em' ? parseFloat(style.fontSize) : 1);
    const items = Array.from(list.children) as HTMLElement[];
    const width = parseFloat(getComputedStyle(items[0]!, '::before').width);
    const rowTops = new Set<number>();
    return items.map((item) => {
      const { left, top } = item.getBoundingClientRect();
      const opensRow = !rowTops.has(Math.round(top));
      rowTops.add(Math.round(top));
      // The dot sits at the middle of the separator's box.
      return { opensRow, shown: left + width / 2 > clipLeft };
    });
  });
  expect(separators.length).toBe(3);
  expect(separators.filter(({ opensRow }) => opensRow).every(({ shown }) => !shown)).toBe(true);
  expect(separators.filter(({ opensRow }) => !opensRow).every(({ shown }) => shown)).toBe(true);
});
