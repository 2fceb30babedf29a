import { type Page } from '@playwright/test';
import { holdBackRemote, openHydrated } from '../support/navigate.js';
import { expect, test } from '../support/test.js';
import { pidOf, query } from '../support/run-state.js';
import { describeViolations, seriousA11yViolations } from '../support/axe.js';

const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });
const notifyMe = (page: Page, app: string) => page.getByRole('button', { name: `Notify Me about ${app}` });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
  // The Notify Me buttons work once the server-rendered page has come alive.
  await openHydrated(page, '/apps');
  await expect(page.getByRole('heading', { level: 1, name: 'Lifestyle Apps' })).toBeVisible();
});

test('the apps page announces the three apps as coming soon and links to the blog and the guides', async ({ page }) => {
  await expect(page).toHaveTitle(/^Lifestyle Apps \| /);
  await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  const apps = page.getByRole('article');
  await expect(apps.getByRole('heading', { level: 2 })).toHaveText(['Dining through the Alphabet', 'What I Like', 'Stadium Tracker']);
  // Each card wears its app's colour (docs/requirements.md#r-app-list) on its Coming Soon badge.
  const soon = apps.getByText('Coming Soon', { exact: true });
  await expect(soon.nth(0)).toHaveAttribute('data-accent-color', 'red');
  await expect(soon.nth(1)).toHaveAttribute('data-accent-color', 'blue');
  await expect(soon.nth(2)).toHaveAttribute('data-accent-color', 'green');
  await expect(apps.nth(2)).toContainText('ballpark');
  await expect(page.getByRole('main').getByRole('link', { name: 'Read the Blog' })).toHaveAttribute('href', '/blog');
  await expect(page.getByRole('main').getByRole('link', { name: 'Explore Guides' })).toHaveAttribute('href', '/guides');
});

test('the notify-me dialog is a labelled modal: focus inside, kept inside, Escape closes and gives focus back, field cleared on open', async ({
  page,
}) => {
  const trigger = notifyMe(page, 'What I Like');
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Get notified about What I Like' });
  await expect(dialog).toBeVisible();
  const email = dialog.getByLabel('Email address');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('type', 'email');
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await email.fill('half-typed@example.com');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await trigger.click();
  await expect(dialog.getByLabel('Email address')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a Notify Me pressed before the page is alive still opens its dialog, and closing it drops the address parameter', async ({
  page,
}) => {
  // The apps' code arrives late: the reader presses the server's button meanwhile.
  await holdBackRemote(page, 'mf-engage', 3_000);
  await page.goto('/apps', { waitUntil: 'domcontentloaded' });
  await notifyMe(page, 'Stadium Tracker').click();
  await expect(page).toHaveURL(/\/apps\?notify=stadium-tracker$/);
  const dialog = page.getByRole('dialog', { name: 'Get notified about Stadium Tracker' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email address')).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Notify Me' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/apps$/);
  await expect(notifyMe(page, 'Stadium Tracker')).toBeFocused();
});

test('on a slow phone, a Notify Me pressed before the apps code arrives opens its dialog: never nothing', async ({ page }) => {
  // A phone's CPU (4× slower) and the islands' code late: the press lands on the server's button.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await holdBackRemote(page, 'mf-engage', 2_000);
  await page.goto('/apps', { waitUntil: 'domcontentloaded' });
  expect(await page.locator('lf-island[data-island="mf_engage/NotifyMe"][data-alive]').count()).toBe(0);
  await notifyMe(page, 'What I Like').click();
  const dialog = page.getByRole('dialog', { name: 'Get notified about What I Like' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email address')).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('once alive, a Notify Me opens its dialog in place (the address unchanged) and loads its code then', async ({ page }) => {
  // The dialog's code (Radix's Dialog) is not part of the page's first view.
  const dialogCode: string[] = [];
  page.on('request', (request) => {
    if (/\/remotes\/mf-engage\/islands\/(?!NotifyMe\.)[^/]+\.js$/.test(request.url())) dialogCode.push(request.url());
  });
  await openHydrated(page, '/apps');
  expect(dialogCode).toEqual([]);
  await notifyMe(page, 'Dining through the Alphabet').click();
  await expect(page.getByRole('dialog', { name: 'Get notified about Dining through the Alphabet' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  expect(dialogCode.length).toBeGreaterThan(0);
});

test('subscribing from the dialog shows Subscribing..., then closes it, stores the row and confirms with the app title', async ({
  page,
}) => {
  const address = `fan.${Date.now()}@example.com`;
  await page.route('**/api/app-subscriptions', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await notifyMe(page, 'Stadium Tracker').click();
  const dialog = page.getByRole('dialog', { name: 'Get notified about Stadium Tracker' });
  await dialog.getByLabel('Email address').fill(` ${address.toUpperCase()} `);
  const request = page.waitForRequest('**/api/app-subscriptions');
  await dialog.getByRole('button', { name: 'Notify Me' }).click();
  await expect(dialog.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  expect((await request).postDataJSON()).toEqual({ appName: 'stadium-tracker', appTitle: 'Stadium Tracker', email: address.toUpperCase() });
  // One key per submission, so that a retry is answered, not stored, twice.
  expect((await request).headers()['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

  await expect(toast(page, 'Subscribed successfully!')).toContainText("You'll be notified when Stadium Tracker becomes available.");
  await expect(dialog).toBeHidden();
  expect(await query('SELECT list, status FROM engage.list_entries WHERE email = $1', [address])).toEqual([
    { list: 'stadium-tracker', status: 'pending' },
  ]);
  await notifyMe(page, 'Stadium Tracker').click();
  await expect(dialog.getByLabel('Email address')).toHaveValue('');
});

test('when the engage service does not answer, the dialog stays open and a destructive toast says the subscription failed', async ({
  page,
}) => {
  const pid = pidOf('engage');
  await notifyMe(page, 'Dining through the Alphabet').click();
  const dialog = page.getByRole('dialog', { name: 'Get notified about Dining through the Alphabet' });
  await dialog.getByLabel('Email address').fill('hungry@example.com');
  process.kill(pid, 'SIGSTOP');
  try {
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    const failure = toast(page, 'Subscription Failed');
    await expect(failure).toBeVisible();
    await expect(failure.locator('.toast__body')).toHaveAttribute('role', 'alert');
    await expect(failure).toContainText('503: ');
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email address')).toHaveValue('hungry@example.com');
  await expect(dialog.getByRole('button', { name: 'Notify Me' })).toBeEnabled();
});

test('the apps page and its dialog have no serious or critical accessibility violations', async ({ page }) => {
  const page1 = await seriousA11yViolations(page);
  expect(page1, describeViolations(page1)).toEqual([]);
  await notifyMe(page, 'What I Like').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const dialog = await seriousA11yViolations(page);
  expect(dialog, describeViolations(dialog)).toEqual([]);
});
