import { type Page } from '@playwright/test';
import { expect, test as base } from '../support/test.js';
import { openInApp } from '../support/navigate.js';
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

const SLUG = 'mindfulness';

type TopicData = { id: string; slug: string; name: string; description: string; color: string; icon: string; articleCount: number };
type PostData = { slug: string; title: string; readTime: number; author: string };

async function apiData<T>(page: Page, path: string): Promise<T> {
  return ((await (await page.request.get(path)).json()) as { data: T }).data;
}

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

test.describe('topic grid (/topics)', () => {
  test('shows a coloured card per topic with its icon, count and link', async ({ page }) => {
    const topics = await apiData<TopicData[]>(page, '/api/topics');
    await page.goto('/topics');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore by Topic' })).toBeVisible();
    await expect(page).toHaveTitle('Explore by Topic | Live Fully');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(topics.length);

    const foodie = cards.filter({ has: page.getByRole('heading', { name: 'Foodie', exact: true }) });
    const data = topics.find((t) => t.slug === 'foodie');
    if (!data) throw new Error('the seed has a foodie topic');
    await expect(foodie.getByText(data.description)).toBeVisible();
    await expect(foodie.getByText(`${data.articleCount} articles available`, { exact: true })).toBeVisible();
    await expect(foodie.getByRole('link', { name: 'Explore Topic' })).toHaveAttribute('href', '/topics/foodie');
    await expect(foodie.locator('svg.lucide-utensils')).toBeVisible();
    const band = foodie.locator('.topic-card__band');
    expect(await band.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('linear-gradient');

    // Every seeded icon name is one the site knows: no question marks.
    await expect(page.locator('main .topic-card__icon--unknown')).toHaveCount(0);
    for (const slug of ['foodie', 'date-night', 'challenge', 'sports']) {
      await expect(page.locator(`main a[href="/topics/${slug}"]`)).toBeVisible();
    }
    await expectAccessible(page);

    await foodie.getByRole('link', { name: 'Explore Topic' }).click();
    await expect(page).toHaveURL(/\/topics\/foodie$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Foodie' })).toBeVisible();
  });

  test("an unknown icon shows a question mark with a 'not found' tooltip, an unknown colour the primary style", async ({ page }) => {
    const [topic] = await apiData<TopicData[]>(page, '/api/topics');
    const mystery = { ...topic, slug: 'mystery', name: 'Mystery', icon: 'fa-nope', color: 'nope' };
    await page.route(
      (url) => url.pathname === '/api/topics',
      (route) => route.fulfill({ json: { success: true, data: [topic, mystery] } }),
    );
    await openInApp(page, '/topics');
    const icon = page.getByRole('img', { name: 'Icon "fa-nope" not found' });
    await expect(icon).toBeVisible();
    await expect(icon).toHaveAttribute('title', /not found/);
    await expect(icon.locator('svg')).toHaveClass(/lucide-circle-(question-mark|help)/);
    await icon.hover();
    const card = page.locator('main article').filter({ hasText: 'Mystery' });
    await expect(card).toHaveClass(/topic-card--default/);
    await expectAccessible(page);
  });

  test('shows placeholders while the topics load', async ({ page }) => {
    const held = holdApi(page, '/api/topics');
    await held.ready;
    await openInApp(page, '/topics');
    await expect(page.getByRole('status', { name: 'Loading topics...' })).toBeVisible();
    expect(await page.getByTestId('skeleton-card').count()).toBeGreaterThan(0);
    held.open();
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.getByTestId('skeleton-card')).toHaveCount(0);
  });

  test('says so when there are no topics', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/topics',
      (route) => route.fulfill({ json: { success: true, data: [] } }),
    );
    await openInApp(page, '/topics');
    await expect(page.getByRole('heading', { name: 'No topics found' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('topic page (/topics/{slug})', () => {
  test('shows the coloured header, description and the articles of the topic', async ({ page }) => {
    const topic = await apiData<TopicData>(page, `/api/topics/${SLUG}`);
    const { posts } = await apiData<{ posts: PostData[] }>(page, `/api/topics/${SLUG}/blog-posts`);
    await page.goto(`/topics/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1, name: topic.name })).toBeVisible();
    await expect(page).toHaveTitle(`${topic.name} | Live Fully`);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Topics' })).toHaveAttribute('href', '/topics');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(topic.name);
    await expect(page.getByRole('link', { name: 'Back to all topics' })).toHaveAttribute('href', '/topics');
    const hero = page.locator('.topic-hero');
    expect(await hero.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('linear-gradient');
    await expect(hero.locator('svg')).toBeVisible();
    await expect(hero).toContainText(`${topic.articleCount} article`);
    await expect(page.getByText(topic.description)).toBeVisible();

    const cards = page.locator('main article');
    await expect(cards).toHaveCount(posts.length);
    const first = posts[0];
    if (!first) throw new Error('the seed gives this topic articles');
    const card = cards.filter({ has: page.getByRole('link', { name: first.title }) });
    await expect(card.getByRole('link', { name: first.title })).toHaveAttribute('href', `/blog/${first.slug}`);
    await expect(card.getByText(`${first.readTime} min read`)).toBeVisible();
    await expect(card.getByText(`By ${first.author}`)).toBeVisible();
    await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(card.locator('.badge')).toBeVisible();
    await expect(card.getByRole('img')).toBeVisible();
    await expect(page.locator('.topic-articles__count')).toHaveText(`${posts.length} ${posts.length === 1 ? 'article' : 'articles'}`);
    await expectAccessible(page);
  });

  test("shows 'Loading articles...' while the articles load", async ({ page }) => {
    const held = holdApi(page, `/api/topics/${SLUG}/blog-posts`);
    await held.ready;
    await openInApp(page, `/topics/${SLUG}`);
    await expect(page.getByText('Loading articles...')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    held.open();
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page.getByText('Loading articles...')).toHaveCount(0);
  });

  test('counts one article in the singular', async ({ page }) => {
    const { posts } = await apiData<{ posts: PostData[] }>(page, `/api/topics/${SLUG}/blog-posts`);
    await page.route(
      (url) => url.pathname === `/api/topics/${SLUG}/blog-posts`,
      (route) => route.fulfill({ json: { success: true, data: { posts: posts.slice(0, 1) } } }),
    );
    await openInApp(page, `/topics/${SLUG}`);
    await expect(page.locator('.topic-articles__count')).toHaveText('1 article');
    await expect(page.locator('main article')).toHaveCount(1);
  });

  test('says when the topic has no articles yet', async ({ page }) => {
    await page.route(
      (url) => url.pathname === `/api/topics/${SLUG}/blog-posts`,
      (route) => route.fulfill({ json: { success: true, data: { posts: [] } } }),
    );
    await openInApp(page, `/topics/${SLUG}`);
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(page.getByText("We're working on adding more content for this topic. Check back soon!")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse All Articles' })).toHaveAttribute('href', '/blog');
    await expectAccessible(page);
  });

  test('an unknown topic shows the not-found screen', async ({ page }) => {
    await page.goto('/topics/no-such-topic');
    await expect(page.getByRole('heading', { level: 1, name: 'Topic Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Topics' })).toHaveAttribute('href', '/topics');
    await expectAccessible(page);
  });
});
