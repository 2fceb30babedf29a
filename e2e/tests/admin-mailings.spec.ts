import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { waitForMail } from '../../deploy/maildev/inbox.mjs';
import { E2E_ADMIN_EMAIL } from '../support/accounts.js';
import { describeViolations, seriousA11yViolations } from '../support/axe.js';
import { mailInboxUrl } from '../support/run-state.js';
import { signInAsAdmin } from '../support/sign-in.js';
import { confirmLinkFor, freshAddress, linkInMail, subscribeFromHome } from '../support/subscriptions.js';
import { expect, test } from '../support/test.js';

const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** A reader who subscribed from the home page and confirmed through the mailed link. */
async function confirmedReader(page: Page, label: string): Promise<string> {
  const address = freshAddress(label);
  await subscribeFromHome(page, address);
  await page.goto(await confirmLinkFor(address));
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
  return address;
}

test.beforeEach(async ({ page }) => {
  // Not in the sandboxed frame of the e-mail preview, which may not touch storage.
  await page.addInitScript(() => window === window.top && localStorage.setItem('livefully:analytics-consent', 'denied'));
});

test('the admin composes, previews, tests and sends an issue; the reader gets it and leaves by its link', async ({ page }) => {
  test.setTimeout(120_000);
  const reader = await confirmedReader(page, 'issue');
  const subject = `November notes ${Date.now().toString(36)}`;

  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Mailings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mailings' })).toBeVisible();
  await page.getByRole('link', { name: 'New mailing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New mailing' })).toBeVisible();

  // The schema's messages first, then a valid draft.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'with this mailing' })).toContainText('Subject is required');
  await page.getByRole('combobox', { name: 'Send to' }).click();
  await page.getByRole('option', { name: 'Live Fully newsletter' }).click();
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('textbox', { name: 'Body', exact: true }).fill('## What we loved\n\nSlow mornings, and a **long** walk.');
  await page.getByRole('checkbox', { name: 'Include the newest articles' }).check();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/mailings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit mailing' })).toBeVisible();
  await page.reload();
  await expectNoSeriousViolations(page);

  // The server's e-mail, in a frame that may run nothing.
  await page.getByRole('button', { name: 'Preview e-mail' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview e-mail' });
  await expect(preview.locator('iframe')).toHaveAttribute('sandbox', '');
  await expect(preview.frameLocator('iframe').getByText('long', { exact: true })).toBeVisible();
  await preview.getByRole('tab', { name: 'Plain text' }).click();
  await expect(preview.getByLabel('Plain text part')).toContainText('What we loved');
  await expectNoSeriousViolations(page);
  await preview.getByRole('button', { name: 'Close' }).click();

  // A test to the signed-in admin.
  await page.getByRole('button', { name: 'Send test to me' }).click();
  await expect(toast(page, 'Test sent')).toContainText(E2E_ADMIN_EMAIL);
  const testMail = await waitForMail(mailInboxUrl(), (m) => m.to.includes(E2E_ADMIN_EMAIL) && m.subject.includes(subject), {
    timeoutMs: 20_000,
  });
  expect(testMail.subject).toMatch(/\[Test\]/);

  // The send, after a confirmation, and its progress until every recipient has it.
  const send = page.getByRole('button', { name: /^Send to \d+ subscribers?$/ });
  await send.click();
  const confirm = page.getByRole('alertdialog', { name: /^Send to \d+ subscribers?\?$/ });
  await expect(confirm).toContainText(`“${subject}” goes to every confirmed subscriber of Live Fully newsletter now.`);
  await confirm.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(/^Sent to \d+ subscribers? on /)).toBeVisible({ timeout: 60_000 });
  const counts = page.getByLabel('Delivery counts');
  await expect(counts).toContainText(/Pending\s*0/);
  await expect(counts).toContainText(/Failed\s*0/);
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);

  await page.goto('/admin/mailings');
  const row = page.getByRole('table', { name: 'Mailings' }).getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Sent');

  // The reader's copy, and its unsubscribe link.
  const unsubscribe = await linkInMail(reader, '/subscriptions/unsubscribe', new RegExp(subject));
  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText(`${reader} will get no more e-mails of Live Fully newsletter.`);
  await expectNoSeriousViolations(page);
});

test('the admin schedules a mailing and finds it listed as scheduled, and deletes a draft', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signInAsAdmin(page);
  const draft = async (subject: string) => {
    await page.goto('/admin/mailings/new');
    await page.getByRole('combobox', { name: 'Send to' }).click();
    await page.getByRole('option', { name: 'Live Fully newsletter' }).click();
    await page.getByLabel('Subject').fill(subject);
    await page.getByRole('textbox', { name: 'Body', exact: true }).fill('## Soon\n\nA **short** note.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/admin\/mailings\/[0-9a-f-]{36}$/);
  };

  // Tomorrow at this time, in the browser's zone, as the date and time field takes it.
  await draft(`Later ${stamp}`);
  await page.getByRole('button', { name: 'Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: `Schedule “Later ${stamp}”` });
  const tomorrow = await page.evaluate(() => {
    const at = new Date(Date.now() + 86_400_000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });
  await dialog.getByLabel('Send at').fill(tomorrow);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(toast(page, 'Mailing scheduled')).toBeVisible();
  await expect(page.getByText(/^Goes out on /)).toBeVisible();
  await page.goto('/admin/mailings');
  await expect(
    page
      .getByRole('table', { name: 'Mailings' })
      .getByRole('row')
      .filter({ hasText: `Later ${stamp}` }),
  ).toContainText('Scheduled');

  await draft(`Gone ${stamp}`);
  await page.getByRole('button', { name: 'Delete draft' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this draft?' });
  await expectNoSeriousViolations(page);
  await confirm.getByRole('button', { name: 'Delete draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mailings' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByRole('table', { name: 'Mailings' })).not.toContainText(`Gone ${stamp}`);
});

test('an app announcement starts from its subscriber list with the app chosen', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/subscribers');
  await page.getByRole('link', { name: 'Announce Stadium Tracker' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New mailing' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Send to' })).toHaveText('Stadium Tracker (announcement)');
  await expect(page.getByRole('checkbox', { name: 'Include the newest articles' })).toHaveCount(0);
});

test('People: the admin looks an address up, exports it and erases it', async ({ page }) => {
  const reader = await confirmedReader(page, 'person');
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'People' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();

  await page.getByLabel('E-mail address').fill(`  ${reader.toUpperCase()} `);
  await page.getByRole('button', { name: 'Look up' }).click();
  const record = page.getByRole('region', { name: reader });
  await expect(record.getByRole('table', { name: 'Subscriptions' }).getByRole('row', { name: /Live Fully newsletter/ })).toContainText(
    'Confirmed',
  );
  await expect(record.getByRole('table', { name: 'History' })).toContainText('Confirmation e-mail sent');
  await expectNoSeriousViolations(page);

  const downloading = page.waitForEvent('download');
  await record.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`person-${reader}.json`);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { email: string; entries: { list: string }[] };
  expect(exported.email).toBe(reader);
  expect(exported.entries.map((entry) => entry.list)).toEqual(['newsletter']);

  await record.getByRole('button', { name: 'Erase' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Erase ${reader}?` });
  await expect(confirm).toContainText(`Everything kept about ${reader} is deleted`);
  await expectNoSeriousViolations(page);
  await confirm.getByRole('button', { name: `Erase ${reader}` }).click();
  await expect(toast(page, 'Address erased')).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: `Nothing is kept about ${reader}.` }),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByText(`Nothing is kept about ${reader}.`)).toBeVisible();
});
