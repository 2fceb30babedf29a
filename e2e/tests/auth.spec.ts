import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { describeViolations, seriousA11yViolations } from '../support/axe.js';
import { E2E_ADMIN_EMAIL, E2E_READER_EMAIL } from '../support/accounts.js';

async function openChooser(page: Page) {
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Google' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signIn(page: Page, name: string, email: string) {
  const dialog = await openChooser(page);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Welcome!' }).first()).toContainText("You've successfully signed in.");
}

test.beforeEach(async ({ page }) => {
  // Keep the consent bar out of the way of the header in these tests.
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
});

test('a reader signs in through the account chooser, sees the avatar menu, and signs out', async ({ page }) => {
  await page.goto('/blog');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await signIn(page, 'Rita Reader', E2E_READER_EMAIL);

  const avatar = banner.getByRole('button', { name: /Account menu for Rita Reader/ });
  await expect(avatar).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await avatar.click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu).toContainText('Rita Reader');
  await expect(menu).toContainText(E2E_READER_EMAIL);

  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Signed Out' }).first()).toContainText("You've been successfully signed out.");
  await expect(banner.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a new visitor downloads the sign-in SDK only when they sign in', async ({ page }) => {
  const sdkRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/firebase-auth\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) sdkRequests.push(request.url());
  });
  await page.goto('/blog');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sdkRequests).toEqual([]);

  await signIn(page, 'Rita Reader', E2E_READER_EMAIL);
  expect(sdkRequests).toHaveLength(1);
});

test('the session survives a reload, and the chooser remembers recent accounts', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'Rita Reader', E2E_READER_EMAIL);
  await page.reload();
  await expect(page.getByRole('button', { name: /Account menu for Rita Reader/ })).toBeVisible();
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = await openChooser(page);
  await expect(dialog.getByRole('list', { name: 'Recent test accounts' })).toContainText(E2E_READER_EMAIL);
});

test('an admin sees the Admin link; a reader does not', async ({ page }) => {
  await page.goto('/topics');
  await signIn(page, 'Ada Admin', E2E_ADMIN_EMAIL);
  const adminLink = page.getByRole('banner').getByRole('link', { name: 'Admin' });
  await expect(adminLink).toBeVisible();
  await expect(adminLink).toHaveAttribute('href', '/admin');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(adminLink).toHaveCount(0);
});

test('a failed sign-in shows the Sign-in Failed toast with the error', async ({ page }) => {
  await page.goto('/');
  await page.route('**/identitytoolkit.googleapis.com/**', (route) => route.abort('connectionrefused'));
  const dialog = await openChooser(page);
  await dialog.getByLabel('Name').fill('Rita Reader');
  await dialog.getByLabel('E-mail').fill(E2E_READER_EMAIL);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Sign-in Failed' }).first();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(/network-request-failed/);
  // The chooser stays open to try again; it is modal, so the header's button is reached after it.
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('the account chooser is accessible', async ({ page }) => {
  await page.goto('/');
  await openChooser(page);
  const violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a page showing a toast has no serious accessibility violation', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'Rita Reader', E2E_READER_EMAIL);
  const violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});
