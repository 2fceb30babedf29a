import type { Browser, Page } from '@playwright/test';
import { linksOf, waitForMail } from '../../deploy/maildev/inbox.mjs';
import { mailInboxUrl, query } from './run-state.js';
import { signIn } from './sign-in.js';
import { freshAddress } from './subscriptions.js';
import { expect, test } from './test.js';

/*
 * Review (docs/content-admin.md, Review) as two people do it: each in a browser of their own,
 * signed in with their address, made staff straight in the identity database (the invitation is
 * admin-staff.spec.ts's business).
 */

export type Member = { name: string; email: string; page: Page };

/**
 * A staff member of `role`, signed in in a browser of their own: with a fresh address, or with
 * `email` where a picture must show the same address on every run (the run's database is new).
 */
export async function memberOf(
  browser: Browser,
  role: 'contributor' | 'editor',
  name: string,
  email = freshAddress(name.split(' ')[0]!.toLowerCase()),
): Promise<Member> {
  await query(`INSERT INTO identity.staff (email, role, granted_by) VALUES ($1, $2, 'e2e')`, [email, role]);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page, name, email);
  return { name, email, page };
}

/** The site path of the first link to a post's editor in the mail to `to` with `subject`; and the mail's text. */
export async function editorLinkInMail(to: string, subject: string): Promise<{ path: string; text: string }> {
  const mail = await waitForMail(mailInboxUrl(), (m) => m.to.includes(to) && m.subject === subject, { timeoutMs: 20_000 });
  const link = linksOf(mail)
    .map((href) => new URL(href))
    .find((url) => /^\/admin\/posts\/[0-9a-f-]{36}\/edit$/.test(url.pathname));
  if (!link) throw new Error(`no editor link in the mail "${mail.subject}" to ${to}`);
  return { path: link.pathname, text: mail.text };
}

/** Waits for the editor's toast and "All changes saved" after a step. */
export async function savedAs(page: Page, toast: string | RegExp) {
  await expect(page.getByRole('status').filter({ hasText: toast }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
}
