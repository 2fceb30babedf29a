import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { describeViolations, seriousA11yViolations } from '../support/axe.js';
import { openInApp } from '../support/navigate.js';

const slow = (ms: number) => async (route: import('@playwright/test').Route) => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await route.continue();
};

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('while the lists load the home page shows 3 guide and 4 topic placeholders, then the cards', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.route('**/api/guides*', slow(1500));
  await page.route('**/api/topics*', slow(1500));
  await page.route('**/api/blog-posts*', slow(1500));
  // A page loaded from its URL arrives with its lists; the application reads them in the browser.
  await openInApp(page, '/');

  const guides = section(page, 'Explore Our Guides');
  const topics = section(page, 'Explore by Topic');
  await expect(guides.getByTestId('skeleton-card')).toHaveCount(3);
  await expect(topics.getByTestId('skeleton-card')).toHaveCount(4);
  await expect(section(page, 'Latest Insights').getByRole('status')).toBeVisible();

  await expect(guides.getByTestId('skeleton-card')).toHaveCount(0);
  const guideLinks = guides.locator('a[href^="/guide/"]');
  expect(await guideLinks.count()).toBeGreaterThan(0);
  await expect(topics.getByTestId('skeleton-card')).toHaveCount(0);
  const topicLinks = topics.locator('a[href^="/topics/"]');
  expect(await topicLinks.count()).toBeGreaterThanOrEqual(4);
  expect(errors).toEqual([]);
});

test('the loaded home page: hero, latest 6 insights, topics, apps, and its title', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await expect(page).toHaveTitle(/^Live Life to the Fullest \| /);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Explore Guides' })).toHaveAttribute('href', '/guides');
  await expect(page.getByRole('main').getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/blog');

  const posts = ((await (await request.get('/api/blog-posts')).json()) as { data: { title: string; slug: string }[] }).data;
  const latest = section(page, 'Latest Insights');
  const titles = latest.getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(6);
  await expect(titles).toHaveText(posts.slice(0, 6).map((p) => p.title));
  await expect(latest.getByRole('link', { name: posts[0]!.title })).toHaveAttribute('href', `/blog/${posts[0]!.slug}`);
  await expect(latest.getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');

  const apps = section(page, 'Tools to Live Your Best Life');
  for (const title of ['Dining through the Alphabet', 'What I Like', 'Stadium Tracker']) {
    await expect(apps.getByRole('link', { name: title })).toHaveAttribute('href', '/apps');
  }

  await page.getByRole('link', { name: 'Start Your Journey' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Insights' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the home page asks for summaries: 6 posts and the guide cards, no bodies', async ({ page }) => {
  const asked: string[] = [];
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    asked.push(`${url.pathname}${url.search}`);
    bodies.push(response.text());
  });
  await openInApp(page, '/');
  await expect(section(page, 'Latest Insights').getByRole('article')).toHaveCount(6);
  await expect(section(page, 'Explore Our Guides').locator('a[href^="/guide/"]').first()).toBeVisible();
  await expect(section(page, 'Explore by Topic').locator('a[href^="/topics/"]').first()).toBeVisible();
  expect(asked).toContain('/api/blog-posts?view=summary&limit=6');
  expect(asked).toContain('/api/guides?view=summary');
  expect(asked).not.toContain('/api/blog-posts');
  expect(asked).not.toContain('/api/guides');
  expect((await Promise.all(bodies)).some((body) => body.includes('"content"'))).toBe(false);
});

test('the home page arrives with its lists: the server reads them, the browser asks for none', async ({ page, request }) => {
  const posts = ((await (await request.get('/api/blog-posts')).json()) as { data: { title: string }[] }).data.slice(0, 6);
  const html = await (await request.get('/')).text();
  for (const post of posts) expect(html).toContain(`>${post.title.replace(/&/g, '&amp;')}</a>`);
  expect(html).not.toContain('Loading articles...');

  const asked: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (/^\/api\/(blog-posts|guides|topics)/.test(url.pathname)) asked.push(url.pathname);
  });
  await page.goto('/');
  await expect(section(page, 'Latest Insights').getByRole('article')).toHaveCount(6);
  await expect(section(page, 'Explore Our Guides').locator('a[href^="/guide/"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test('home lists are read again each time the home page is opened', async ({ page }) => {
  let guideCalls = 0;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/guides') guideCalls += 1;
  });
  // In the application the browser renders, as a page loaded from its URL is read by the server each time.
  await openInApp(page, '/');
  await expect(section(page, 'Explore Our Guides').locator('a[href^="/guide/"]').first()).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Insights' })).toBeVisible();
  await page.goBack();
  await expect(section(page, 'Explore Our Guides').locator('a[href^="/guide/"]').first()).toBeVisible();
  expect(guideCalls).toBe(2);
});

test('empty lists and a failed list say so instead of spinning', async ({ page }) => {
  await page.route('**/api/guides*', (route) => route.fulfill({ json: { success: true, data: [] } }));
  await page.route('**/api/topics*', (route) =>
    route.fulfill({ status: 503, json: { success: false, message: 'down', code: 'COMMON.SERVICE_UNAVAILABLE' } }),
  );
  await openInApp(page, '/');
  await expect(section(page, 'Explore Our Guides').getByText('New guides are on their way. Check back soon!')).toBeVisible();
  const topics = section(page, 'Explore by Topic');
  await expect(topics.getByRole('alert')).toBeVisible();

  await page.unroute('**/api/topics*');
  await topics.getByRole('button', { name: 'Try again' }).click();
  await expect(topics.locator('a[href^="/topics/"]').first()).toBeVisible();
});

test('the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(section(page, 'Latest Insights').getByRole('article')).toHaveCount(6);
  await expect(section(page, 'Explore by Topic').locator('a[href^="/topics/"]').first()).toBeVisible();
  const violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});
