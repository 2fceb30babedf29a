import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { openHydrated } from '../support/navigate.js';
import { describeViolations, seriousA11yViolations } from '../support/axe.js';

const GPC = () => Object.defineProperty(navigator, 'globalPrivacyControl', { get: () => true });

const consentBanner = (page: Page) => page.getByRole('region', { name: 'Analytics cookies' });

test.describe('site shell', () => {
  test('the header search goes to /search?q=<trimmed term>; a blank term stays put', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/blog');
    const search = page.getByRole('banner').getByRole('searchbox');

    await search.fill('   ');
    await search.press('Enter');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/blog$/);

    await search.fill('  slow mornings  ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=slow%20mornings$/);
  });

  test('the skip link is the first stop and moves the focus to <main>', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
  });

  test('at 375 px the menu toggle opens and closes the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    // The toggle's own behaviour, once alive (a press before that is lost: docs/server-rendering.md).
    await openHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
  });

  test('head tags: title, canonical and a 1200x630 PNG share image', async ({ page, baseURL }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle(/.+ \| Live Fully$/);
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/blog`);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /\| Live Fully$/);
    await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const image = await head.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/^https?:\/\/.+\.png$/);
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image ?? '');
    expect(await head.locator('title').count()).toBeGreaterThan(0);

    // The image is really there, and really 1200x630 (PNG IHDR width and height).
    const response = await page.request.get(image ?? '');
    expect(response.ok()).toBe(true);
    const png = await response.body();
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('accepting analytics cookies hides the banner for good', async ({ page }) => {
    const analytics: string[] = [];
    page.on('request', (request) => {
      if (/googletagmanager|google-analytics/.test(request.url())) analytics.push(request.url());
    });
    await page.goto('/');
    const banner = consentBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();

    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(consentBanner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('livefully:analytics-consent'))).toBe('granted');
    // This deployment names no GA4 id: a yes still loads nothing.
    await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(analytics).toEqual([]);
  });

  test('the cookie choice can be changed from the footer', async ({ page }) => {
    await page.goto('/');
    await consentBanner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(consentBanner(page)).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(consentBanner(page).getByRole('button', { name: 'Accept' })).toBeVisible();
  });

  test('with Global Privacy Control there is no analytics prompt, only a short notice', async ({ page }) => {
    await page.addInitScript(GPC);
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Global Privacy Control respected' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('analytics cookies stay off');
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('region', { name: /Global Privacy Control|Analytics cookies/ })).toHaveCount(0);
  });

  test('an unknown path shows Page Not Found inside the site chrome', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Explore' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  for (const path of ['/guides', '/topics', '/privacy-policy', '/terms-of-service', '/DMCA', '/404']) {
    test(`${path} is a page of its own, not a failed slot`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page).toHaveTitle(/ \| Live Fully$/);
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    });
  }

  test('a toast raised by a remote appears in the shell, and F8 moves the focus to it', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await page.goto('/blog');
    await page.locator('main a[href^="/blog/"]').first().click();
    await page.getByRole('button', { name: /share/i }).click();
    const toast = page.locator('.toast').filter({ hasText: 'Link copied!' });
    await expect(toast).toBeVisible();
    await expect(toast.locator('.toast__body')).toHaveAttribute('role', 'status');
    await expect(toast.getByRole('button', { name: 'Close notification' })).toBeVisible();
    await page.keyboard.press('F8');
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).locator('ol')).toBeFocused();
  });

  test('the home page has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(consentBanner(page)).toBeVisible();
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
