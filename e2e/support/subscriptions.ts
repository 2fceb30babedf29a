import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { linksOf, waitForMail } from '../../deploy/maildev/inbox.mjs';
import { REPO_ROOT } from '../../deploy/embedded/stack.mjs';
import { E2E_PORT } from '../playwright.config.js';
import { mailInboxUrl } from './run-state.js';

/** A fresh address for one test: nobody else's mail ever matches it. */
export function freshAddress(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Subscribes through the home page's form, as a reader does, and waits for the thanks. */
export async function subscribeFromHome(page: Page, address: string): Promise<void> {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Stay Inspired' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Email address').fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Thank you for subscribing!' })).toBeVisible();
}

/** The site path (and query) of the first link in a mail to `address` that leads to `pathname`. */
export async function linkInMail(address: string, pathname: string, subject?: RegExp | string): Promise<string> {
  const mail = await waitForMail(
    mailInboxUrl(),
    (m) =>
      m.to.includes(address) && (subject === undefined || (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject))),
    { timeoutMs: 20_000 },
  );
  const link = linksOf(mail)
    .map((href) => new URL(href))
    .find((url) => url.pathname === pathname);
  if (!link) throw new Error(`no ${pathname} link in the mail "${mail.subject}" to ${address}`);
  return link.pathname + link.search;
}

/** The confirmation link the site mailed to `address` after a subscription. */
export function confirmLinkFor(address: string): Promise<string> {
  return linkInMail(address, '/subscriptions/confirm');
}

/**
 * The same confirmation link, expired: its payload (the entry and the round of confirmation,
 * both real) with an expiry in the past, signed with the stack's own key as the engage service
 * signs (its data directory keeps the key, so links outlive a restart).
 */
export function expiredCopyOf(confirmPath: string): string {
  const token = new URL(confirmPath, 'http://site').searchParams.get('token') ?? '';
  const payload = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  const body = Buffer.from(JSON.stringify({ ...payload, x: Math.floor(Date.now() / 1000) - 60 })).toString('base64url');
  const secret = readFileSync(join(REPO_ROOT, '.data', `e2e-${E2E_PORT}`, 'subscription.secret'), 'utf8').trim();
  const signature = createHmac('sha256', secret).update(`subscription:${body}`).digest('base64url');
  return `/subscriptions/confirm?token=${body}.${signature}`;
}
