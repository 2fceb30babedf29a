import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from './accounts.js';

/** Signs in through the header's account chooser (the embedded mode's Google stand-in). */
export async function signIn(page: Page, name: string, email: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in with Google' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`Account menu for ${name}`) })).toBeVisible();
}

/** The e2e run's admin, signed in from the home page. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/');
  await signIn(page, 'Ada Admin', E2E_ADMIN_EMAIL);
}
