import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { describeViolations, seriousA11yViolations } from '../support/axe.js';
import { pidOf } from '../support/run-state.js';
import { confirmLinkFor, expiredCopyOf, freshAddress, subscribeFromHome } from '../support/subscriptions.js';

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Every POST the page sends to one of the link routes. */
function countLinkPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/subscriptions/')) posts.push(request.url());
  });
  return posts;
}

/** The page's layout shifts from before its first script on, each with what moved (for a readable failure). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node?: Node & { outerHTML?: string }; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        const moved = entry.sources.map(
          ({ node, previousRect: a, currentRect: b }) =>
            `${node?.outerHTML?.slice(0, 80) ?? node?.nodeName ?? '?'} ${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height}`,
        );
        shifts.push(`${entry.value.toFixed(4)}: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}

test.beforeEach(async ({ page }) => {
  // Not in a sandboxed frame (the e-mail preview), which may not touch storage.
  await page.addInitScript(() => window === window.top && localStorage.setItem('livefully:analytics-consent', 'denied'));
});

test('the confirmation mail’s link confirms once, on a private page that waits on the server and shifts nothing', async ({
  page,
  request,
}) => {
  const address = freshAddress('confirm');
  await subscribeFromHome(page, address);
  await expect(page.locator('#newsletter').getByText("We'll send you an e-mail to confirm your address.")).toBeVisible();
  const link = await confirmLinkFor(address);

  // What a mail scanner gets from a GET: the neutral state, never indexed or kept; nothing confirmed by it.
  const scanned = await request.get(link);
  expect(scanned.status()).toBe(200);
  expect(scanned.headers()['cache-control']).toBe('private, no-store');
  expect(scanned.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const html = await scanned.text();
  expect(html).toContain('Confirming your subscription…');
  expect(html).toMatch(/<meta [^>]*name="robots" content="noindex, nofollow"/);

  const posts = countLinkPosts(page);
  const shifts = await watchShifts(page);
  await page.goto(link);
  const outcome = page.getByRole('heading', { level: 1, name: 'Subscription confirmed' });
  await expect(outcome).toBeVisible();
  await expect(outcome).toBeFocused();
  await expect(page.getByRole('main')).toContainText(`${address} is subscribed to Live Fully newsletter.`);
  await expect(page.getByRole('link', { name: 'Read the blog' })).toHaveAttribute('href', '/blog');
  expect(posts).toHaveLength(1);
  expect(await shifts()).toEqual([]);
  await expectNoSeriousViolations(page);

  // The same link again: confirmed already, said calmly.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Already confirmed' })).toBeFocused();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an expired, a forged and a missing token each get a clear page, never an error', async ({ page }) => {
  const address = freshAddress('expired');
  await subscribeFromHome(page, address);
  const link = await confirmLinkFor(address);

  await page.goto(expiredCopyOf(link));
  await expect(page.getByRole('heading', { level: 1, name: 'Link expired' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Subscribe to the newsletter' })).toHaveAttribute('href', '/#newsletter');
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Subscribe to the newsletter' }).click();
  await expect(page.getByRole('form', { name: 'Stay Inspired' })).toBeInViewport();

  const forged = `${link.slice(0, -4)}AAAA`;
  await page.goto(forged);
  await expect(page.getByRole('heading', { level: 1, name: 'Link not valid' })).toBeFocused();

  const posts = countLinkPosts(page);
  await page.goto('/subscriptions/confirm');
  await expect(page.getByRole('heading', { level: 1, name: 'Link not valid' })).toBeVisible();
  await page.goto('/subscriptions/unsubscribe?token=not-a-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Link not valid' })).toBeFocused();
  expect(posts).toHaveLength(1);

  // The expired link did not confirm: the real one still does.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
});

test('when the engage service does not answer, the page asks to try again, and Try again confirms', async ({ page }) => {
  const address = freshAddress('later');
  await subscribeFromHome(page, address);
  const link = await confirmLinkFor(address);
  const pid = pidOf('engage');
  process.kill(pid, 'SIGSTOP');
  try {
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Please try again later' })).toBeFocused({ timeout: 15_000 });
    await expectNoSeriousViolations(page);
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  // The request the gateway gave up on may still reach engage once it runs again: either way, confirmed.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^(Subscription confirmed|Already confirmed)$/ })).toBeFocused();
});

test('in the dark appearance, the confirmed page is accessible', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const address = freshAddress('dark');
  await subscribeFromHome(page, address);
  await page.goto(await confirmLinkFor(address));
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousViolations(page);
});
