import { type Page } from '@playwright/test';
import { expect, test as base } from '../support/test.js';
import { openHydrated, openInApp } from '../support/navigate.js';
import { expectAccessible } from '../support/axe.js';

/** Every test also fails on an uncaught error in the page. */
const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

const SLUG = 'weekend-adventure-playbook';

type GuideData = { title: string; description: string; category: string; articleCount: number; imageAlt: string };

async function guideData(page: Page): Promise<GuideData> {
  const response = await page.request.get(`/api/guides/${SLUG}`);
  return ((await response.json()) as { data: GuideData }).data;
}

/** Holds matching API calls until `open()`; lets a test see the loading state for as long as it likes. */
function holdApi(page: Page, pathname: string) {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const ready = page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      await opened;
      await route.continue();
    },
  );
  return { ready, open };
}

test.describe('guide listing (/guides)', () => {
  test('lists the guides as Explore cards', async ({ page }) => {
    await page.goto('/guides');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(2);

    const guide = await guideData(page);
    const card = cards.filter({ has: page.getByRole('link', { name: guide.title }) });
    await expect(card.getByRole('link', { name: guide.title })).toHaveAttribute('href', `/guide/${SLUG}`);
    await expect(card.getByRole('img', { name: guide.imageAlt })).toBeVisible();
    await expect(card.getByText(guide.category, { exact: true })).toBeVisible();
    await expect(card.getByText(guide.description)).toBeVisible();
    await expect(card.getByText(`${guide.articleCount} articles`, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Explore | Live Fully');
    await expectAccessible(page);

    await card.getByRole('link', { name: guide.title }).click();
    await expect(page).toHaveURL(new RegExp(`/guide/${SLUG}$`));
    await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
  });

  test('shows three placeholder cards while the guides load', async ({ page }) => {
    const held = holdApi(page, '/api/guides');
    await held.ready;
    await openInApp(page, '/guides');
    await expect(page.getByRole('status', { name: 'Loading guides...' })).toBeVisible();
    await expect(page.getByTestId('skeleton-card')).toHaveCount(3);
    await expectAccessible(page);
    held.open();
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
  });

  test('says so when there are no guides', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/guides',
      (route) => route.fulfill({ json: { success: true, data: [] } }),
    );
    await openInApp(page, '/guides');
    await expect(page.getByRole('heading', { name: 'No guides found' })).toBeVisible();
    await expect(page.getByText("We're working on creating comprehensive guides. Check back soon!")).toBeVisible();
    await expectAccessible(page);
  });

  test('shows an error with a retry when the guides cannot be loaded', async ({ page }) => {
    let fail = true;
    await page.route(
      (url) => url.pathname === '/api/guides',
      (route) => (fail ? route.fulfill({ status: 503, json: { success: false, message: 'down' } }) : route.continue()),
    );
    await openInApp(page, '/guides');
    await expect(page.getByRole('alert')).toContainText("We couldn't load the guides");
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('main article').first()).toBeVisible();
  });
});

test.describe('guide page (/guide/{slug})', () => {
  test('shows the guide, its markdown body and up to 4 related articles', async ({ page }) => {
    const guide = await guideData(page);
    await page.goto(`/guide/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
    await expect(page).toHaveTitle(`${guide.title} | Live Fully`);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/guides');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(guide.title);
    await expect(page.getByRole('link', { name: 'Back to all guides' })).toHaveAttribute('href', '/guides');
    await expect(page.locator('main .badge').first()).toHaveText(guide.category);
    await expect(page.getByText(guide.description)).toBeVisible();
    await expect(page.getByRole('link', { name: `${guide.articleCount} related articles` })).toBeVisible();
    await expect(page.getByRole('img', { name: guide.imageAlt })).toBeVisible();
    await expect(page.locator('main .prose h2').first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText('## ');

    const related = page.getByRole('region', { name: 'Related Articles' });
    const relatedLinks = related.locator('article a[href^="/blog/"]');
    await expect(relatedLinks.first()).toBeVisible();
    const count = await relatedLinks.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(4);
    await expect(related.getByRole('link', { name: `View All ${guide.category} Articles` })).toHaveAttribute(
      'href',
      `/blog?category=${encodeURIComponent(guide.category)}`,
    );
    await expectAccessible(page);
  });

  test('asks for the related articles of its category by the slug rule', async ({ page }) => {
    const guide = await guideData(page);
    const slug = guide.category.toLowerCase().replaceAll(' & ', '-').replaceAll(' ', '-');
    const call = page.waitForRequest((request) => new URL(request.url()).pathname === `/api/categories/${slug}/blog-posts`);
    await openInApp(page, `/guide/${SLUG}`);
    await call;
  });

  test('renders the same guide when linked with ?app=1', async ({ page }) => {
    const guide = await guideData(page);
    await page.goto(`/guide/${SLUG}?app=1`);
    await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
    await expect(page.getByText(guide.description)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Related Articles' }).locator('article').first()).toBeVisible();
  });

  test('the related-articles link scrolls smoothly to 80 px below the top and focuses the section heading', async ({ page }) => {
    const guide = await guideData(page);
    // Alive: the smooth scroll and the focus are the island's (before it, the plain link jumps to the section).
    await openHydrated(page, `/guide/${SLUG}`);
    const related = page.getByRole('region', { name: 'Related Articles' });
    await expect(related.locator('article').first()).toBeVisible();
    await page.locator('main .prose h2').first().waitFor();

    await page.getByRole('link', { name: `${guide.articleCount} related articles` }).click();
    // Wait for the smooth scroll to settle: the position stops changing.
    let last = -1;
    await expect
      .poll(
        async () => {
          const y = await page.evaluate(() => window.scrollY);
          const settled = y > 0 && y === last;
          last = y;
          return settled;
        },
        { intervals: [200], timeout: 10_000 },
      )
      .toBe(true);
    const top = await related.evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top - 80)).toBeLessThanOrEqual(2);
    await expect(related.getByRole('heading', { level: 2, name: 'Related Articles' })).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(`/guide/${SLUG}`);
  });

  test('says when the category has no articles yet', async ({ page }) => {
    const guide = await guideData(page);
    await page.route(
      (url) => url.pathname.startsWith('/api/categories/'),
      (route) => route.fulfill({ json: { success: true, data: { posts: [] } } }),
    );
    await openInApp(page, `/guide/${SLUG}`);
    await expect(page.getByText(`No ${guide.category} articles yet. New ones are on the way.`)).toBeVisible();
    await expect(page.getByRole('link', { name: `View All ${guide.category} Articles` })).toBeVisible();
    await expectAccessible(page);
  });

  test('shows a spinner while the guide loads', async ({ page }) => {
    const held = holdApi(page, `/api/guides/${SLUG}`);
    await held.ready;
    await openInApp(page, `/guide/${SLUG}`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading guide...' })).toBeAttached();
    held.open();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown guide shows the not-found screen', async ({ page }) => {
    await page.goto('/guide/no-such-guide');
    await expect(page.getByRole('heading', { level: 1, name: 'Guide Not Found' })).toBeVisible();
    await expect(page.getByText("The guide you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Guides' })).toHaveAttribute('href', '/guides');
    await expect(page).toHaveTitle('Guide Not Found | Live Fully');
    await expectAccessible(page);
  });
});
