import { expect, test } from '../support/test.js';
import { expectAccessible } from '../support/axe.js';
import { openHydrated } from '../support/navigate.js';
import { confirmLinkFor, freshAddress, linkInMail } from '../support/subscriptions.js';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
});

test('a reader subscribes on /newsletter, confirms through the mail, and the mail links back to /newsletter', async ({ page }) => {
  await openHydrated(page, '/newsletter');
  await expect(page).toHaveTitle(/^Newsletter \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'The Live Fully Newsletter' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What you get' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'How often' })).toContainText('twice a month');
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Newsletter' })).toHaveAttribute('href', '/newsletter');

  const address = freshAddress('newsletter-page');
  const form = page.getByRole('form', { name: 'Stay Inspired' });
  await form.getByLabel('Email address').fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Thank you for subscribing!' })).toBeVisible();

  const confirm = await confirmLinkFor(address);
  expect(await linkInMail(address, '/newsletter')).toBe('/newsletter');
  await page.goto(confirm);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`${address} is subscribed to Live Fully newsletter.`);
});

for (const appearance of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`/newsletter passes axe at ${width} px in the ${appearance} appearance`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: appearance });
      await page.setViewportSize({ width, height: 800 });
      await openHydrated(page, '/newsletter');
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${appearance}\\b`));
      await expectAccessible(page);
    });
  }
}
