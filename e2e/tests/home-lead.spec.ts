import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { expectAccessible } from '../support/axe.js';
import { updatePublished } from '../support/publish-flow.js';
import { signInAsAdmin } from '../support/sign-in.js';

/**
 * The home page's lead (docs/pages.md, Home): an editor features an older post in the post
 * editor, and the home page opens with it, at a phone's and a desktop's width, light and dark;
 * unfeatured, the newest post leads again. The specs share one site, so the flag is taken off
 * again whatever happens.
 */
type Summary = { slug: string; title: string; featured?: boolean };

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
const APPEARANCES = ['light', 'dark'] as const;

async function newestPosts(request: APIRequestContext): Promise<Summary[]> {
  return ((await (await request.get('/api/blog-posts?view=summary&limit=6')).json()) as { data: { posts: Summary[] } }).data.posts;
}

async function leadPost(request: APIRequestContext): Promise<Summary | null> {
  return ((await (await request.get('/api/lead-post')).json()) as { data: Summary | null }).data;
}

/** Ticks or clears "Feature on the home page" in the post's editor and saves the published post. */
async function setFeatured(page: Page, title: string, featured: boolean) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/content');
  const posts = page.getByRole('region', { name: 'Posts' });
  await posts.getByRole('searchbox', { name: 'Search posts' }).fill(title);
  await posts.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
  const box = page.getByRole('checkbox', { name: 'Feature on the home page' });
  await expect(box).toHaveAccessibleDescription(/leads the home page/);
  await expect(box).toHaveAttribute('aria-checked', String(!featured));
  await box.click();
  await expect(box).toHaveAttribute('aria-checked', String(featured));
  await updatePublished(page, title);
}

/** The home page at a width and appearance, and its first story. */
async function openHome(page: Page, width: { width: number; height: number }, appearance: 'light' | 'dark') {
  await page.setViewportSize({ width: width.width, height: width.height });
  await page.emulateMedia({ colorScheme: appearance });
  await page.goto('/');
  return page.getByRole('main').getByRole('article').first();
}

// An admin's steps take a few page loads each.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.describe('the home page leads with the featured story', () => {
  let older: Summary;
  let newest: Summary;

  test.beforeAll(async ({ request }) => {
    const posts = await newestPosts(request);
    newest = posts[0]!;
    older = posts[3]!;
    expect((await leadPost(request))?.slug, 'no post is featured before this spec').toBe(newest.slug);
  });

  test.afterAll(async ({ browser, request }) => {
    if ((await leadPost(request))?.featured !== true) return;
    const page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
    await signInAsAdmin(page);
    await setFeatured(page, (await leadPost(request))!.title, false);
    await page.close();
  });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
  });

  test('an admin features an older post in its editor, and the posts list marks it Featured', async ({ page }) => {
    await signInAsAdmin(page);
    await setFeatured(page, older.title, true);
    await page.goto('/admin/content');
    const posts = page.getByRole('region', { name: 'Posts' });
    await posts.getByRole('searchbox', { name: 'Search posts' }).fill('featured');
    await expect(posts.getByRole('rowheader')).toHaveCount(1);
    await expect(posts.getByRole('rowheader').getByRole('link', { name: older.title, exact: true })).toBeVisible();
    await expect(posts.getByRole('row').filter({ hasText: older.title })).toContainText('Featured');
  });

  for (const width of WIDTHS) {
    for (const appearance of APPEARANCES) {
      test(`${width.name} (${width.width} px), ${appearance}: the first story is the featured one, its image large and fetched first`, async ({
        page,
      }) => {
        const first = await openHome(page, width, appearance);
        const lead = page.getByRole('region', { name: 'Lead story' });
        await expect(lead).toBeVisible();
        await expect(first.getByRole('heading', { level: 2 })).toHaveText(older.title);
        await expect(first.getByRole('link', { name: older.title })).toHaveAttribute('href', `/blog/${older.slug}`);
        // After the hero, before the sections.
        const heroBottom = (await page.getByRole('heading', { level: 1 }).boundingBox())!.y;
        const leadTop = (await lead.boundingBox())!.y;
        const guidesTop = (await page.getByRole('region', { name: 'Explore Our Guides' }).boundingBox())!.y;
        expect(heroBottom).toBeLessThan(leadTop);
        expect(leadTop).toBeLessThan(guidesTop);

        const image = lead.locator('img');
        await expect(image).toHaveAttribute('fetchpriority', 'high');
        await expect(image).not.toHaveAttribute('loading', 'lazy');
        const box = (await image.boundingBox())!;
        expect(box.width / box.height).toBeCloseTo(1.5, 1);
        expect(box.width).toBeGreaterThan(width.width / 2);
        await expectAccessible(page);
      });
    }
  }

  test('unfeatured, the newest post leads again at both widths and in both appearances', async ({ page }) => {
    await signInAsAdmin(page);
    await setFeatured(page, older.title, false);
    for (const width of WIDTHS) {
      for (const appearance of APPEARANCES) {
        await test.step(`${width.name}, ${appearance}`, async () => {
          const first = await openHome(page, width, appearance);
          await expect(first.getByRole('heading', { level: 2 })).toHaveText(newest.title);
        });
      }
    }
  });
});
