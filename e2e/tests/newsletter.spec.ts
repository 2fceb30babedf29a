import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { untilHydrated, holdBackRemote } from '../support/navigate.js';
import { pidOf, query } from '../support/run-state.js';

const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });
const signup = (page: Page) => page.getByRole('form', { name: 'Stay Inspired' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
  await page.goto('/');
  await signup(page).scrollIntoViewIfNeeded();
  await expect(signup(page).getByLabel('Email address')).toBeVisible();
});

test('the home page sign-up subscribes a trimmed address, says thanks and clears the field', async ({ page }) => {
  const address = `Reader.${Date.now()}@Example.com`;
  const email = signup(page).getByLabel('Email address');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
  await page.route('**/api/email-subscriptions', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await email.fill(`  ${address} `);
  const request = page.waitForRequest('**/api/email-subscriptions');
  await signup(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(signup(page).getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  expect((await request).postDataJSON()).toEqual({ email: address });
  // One key per submission, so that a retry is answered, not stored, twice.
  expect((await request).headers()['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

  await expect(toast(page, 'Thank you for subscribing!')).toContainText("You'll receive our regular insights and tips for living fully.");
  await expect(email).toHaveValue('');
  await expect(signup(page).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  // Kept pending until the address follows the link of its confirmation mail (docs/mail.md).
  expect(
    await query(`SELECT email, status FROM engage.list_entries WHERE list = 'newsletter' AND email = $1`, [address.toLowerCase()]),
  ).toEqual([{ email: address.toLowerCase(), status: 'pending' }]);
});

test('an address typed before the page is alive is neither sent as a plain form nor lost', async ({ page }) => {
  // The page's code arrives late: the reader types and presses Enter in the server's form meanwhile.
  await holdBackRemote(page, 'mf-engage', 3_000);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const address = `early.${Date.now()}@example.com`;
  const email = signup(page).getByLabel('Email address');
  await email.fill(address);
  await email.press('Enter');
  await untilHydrated(page);
  // Not sent as a plain form (which would have put the address in this page's address).
  expect(new URL(page.url()).search).toBe('');
  const request = page.waitForRequest('**/api/email-subscriptions');
  await signup(page).getByRole('button', { name: 'Subscribe' }).click();
  expect((await request).postDataJSON()).toEqual({ email: address });
  await expect(toast(page, 'Thank you for subscribing!')).toBeVisible();
});

test('a blank or whitespace-only address sends nothing', async ({ page }) => {
  let posts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/email-subscriptions')) posts += 1;
  });
  const email = signup(page).getByLabel('Email address');
  await signup(page).getByRole('button', { name: 'Subscribe' }).click();
  await email.fill('   ');
  await email.press('Enter');
  await page.waitForTimeout(300);
  expect(posts).toBe(0);
  await expect(page.locator('.toast')).toHaveCount(0);
});

test('when the engage service does not answer, a destructive toast says the subscription failed', async ({ page }) => {
  const pid = pidOf('engage');
  const email = signup(page).getByLabel('Email address');
  await email.fill('later@example.com');
  process.kill(pid, 'SIGSTOP');
  try {
    await signup(page).getByRole('button', { name: 'Subscribe' }).click();
    const failure = toast(page, 'Subscription Failed');
    await expect(failure).toBeVisible();
    await expect(failure.locator('.toast__body')).toHaveAttribute('role', 'alert');
    await expect(failure).toContainText('503: ');
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  await expect(email).toHaveValue('later@example.com');
  await expect(signup(page).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});
