import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { expectAccessible } from '../support/axe.js';
import { openSettled } from '../support/navigate.js';
import { signInAsAdmin } from '../support/sign-in.js';

/**
 * Every route, in the light and in the dark appearance, passes axe (contrast included): the
 * article, the cards, the topic gradients and the admin must stay readable in both.
 */
async function firstSlug(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { slug: string }[] };
  const [first] = data;
  if (!first) throw new Error(`${path} lists nothing to visit`);
  return first.slug;
}

for (const appearance of ['light', 'dark'] as const) {
  test.describe(`${appearance} appearance`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: appearance });
      await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
    });

    test('every public route passes axe', async ({ page, request }) => {
      test.setTimeout(120_000);
      const routes = [
        '/',
        '/blog',
        `/blog/${await firstSlug(request, '/api/blog-posts')}`,
        '/guides',
        `/guide/${await firstSlug(request, '/api/guides')}`,
        '/topics',
        `/topics/${await firstSlug(request, '/api/topics')}`,
        '/search',
        '/search?q=wellness',
        '/search?q=zzqqxxnothing',
        '/contact',
        '/apps',
        '/newsletter',
        '/subscriptions/confirm',
        '/subscriptions/unsubscribe',
        '/privacy-policy',
        '/terms-of-service',
        '/DMCA',
        '/no-such-page',
        '/admin',
      ];
      for (const path of routes) {
        await test.step(path, async () => {
          await openSettled(page, path);
          await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${appearance}\\b`));
          await expectAccessible(page);
        });
      }
    });

    test('the contact form with its field errors and the notify-me dialog pass axe', async ({ page }) => {
      await openSettled(page, '/contact');
      await page.getByRole('button', { name: /send/i }).click();
      await expect(
        page
          .getByRole('main')
          .getByText(/required|valid/i)
          .first(),
      ).toBeVisible();
      await expectAccessible(page);

      await openSettled(page, '/apps');
      await page.getByRole('button', { name: 'Notify Me about What I Like' }).click();
      await expect(page.getByRole('dialog', { name: 'Get notified about What I Like' })).toBeVisible();
      await expectAccessible(page);
    });

    test('the admin area passes axe', async ({ page }) => {
      test.setTimeout(120_000);
      await signInAsAdmin(page);

      for (const path of [
        '/admin',
        '/admin/content',
        '/admin/content?show=schedule',
        '/admin/posts/new',
        '/admin/guides/new',
        '/admin/topics/new',
        '/admin/categories/new',
        '/admin/inbox',
        '/admin/subscribers',
        '/admin/staff',
        '/admin/profile',
        '/admin/authors',
      ]) {
        await test.step(path, async () => {
          await openSettled(page, path);
          await expectAccessible(page);
        });
      }
    });
  });
}
