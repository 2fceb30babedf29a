import { type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/test.js';
import { describeViolations, seriousA11yViolations } from '../support/axe.js';
import { signInAsAdmin } from '../support/sign-in.js';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function expectToast(page: Page, title: string) {
  await expect(page.getByRole('status').filter({ hasText: title }).first()).toBeVisible();
}

/** The plain save: Save draft for the drafts this spec writes, Save for the other kinds. */
async function save(page: Page, toast = 'Post saved') {
  await page.getByRole('button', { name: /^Save( draft)?$/ }).click();
  await expectToast(page, toast);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
}

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** Keeps the consent bar out of the way of the editors' action bar. */
async function quietConsent(page: Page) {
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
}

/** A draft made through the editor; answers its edit address. */
async function draftPost(page: Page, title: string): Promise<string> {
  await page.goto('/admin/posts/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
  await field(page, 'Title').fill(title);
  await field(page, 'Excerpt').fill('The first excerpt.');
  await field(page, 'Content').fill('## A start\n\nThe first paragraph.');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').filter({ hasText: 'Wellness' }).first().click();
  await save(page);
  await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}\/edit$/);
  return page.url();
}

async function secondAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await quietConsent(page);
  await signInAsAdmin(page);
  return page;
}

test.beforeEach(async ({ page }) => {
  await quietConsent(page);
});

test('the history lists each save, compares two versions and restores an old one as a new version', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Kept Versions ${stamp}`;
  await signInAsAdmin(page);
  await draftPost(page, title);
  await field(page, 'Title').fill(`${title}, Renamed`);
  await field(page, 'Content').fill('## A start\n\nThe first paragraph.\n\nA second paragraph.');
  await save(page);

  const history = page.getByRole('region', { name: 'History' });
  const versions = history.getByRole('list', { name: 'Versions of this post, newest first' }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText('Version 2');
  await expect(versions.first()).toContainText('Current');
  await expect(versions.nth(1)).toContainText('Version 1');
  await expectNoSeriousViolations(page);

  await history.getByRole('button', { name: 'Compare version 1 with the current version' }).click();
  const compare = page.getByRole('dialog', { name: 'Compare versions' });
  const changes = compare.getByRole('region', { name: 'Changes from version 1 to version 2' });
  await expect(changes.getByText('Title', { exact: true })).toBeVisible();
  await expect(changes.locator('ins').filter({ hasText: 'Renamed' })).toBeVisible();
  await expect(changes.locator('ins').filter({ hasText: 'A second paragraph.' })).toBeVisible();
  await expect(changes.getByText('Excerpt', { exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await compare.getByRole('button', { name: 'Close' }).click();
  await expect(compare).toHaveCount(0);

  await history.getByRole('button', { name: 'Restore version 1' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore version 1?' });
  await expect(confirm).toContainText('saved as version 3');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expectToast(page, 'Version 1 restored');
  await expect(field(page, 'Title')).toHaveValue(title);
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('Version 3');
  await expect(versions.first()).toContainText('Restored from version 1');

  // The restore is a save: the editor shows it after a reload too.
  await page.reload();
  await expect(field(page, 'Title')).toHaveValue(title);
});

test('two admins edit one post: the later save gets the conflict dialog and merges, nothing is lost', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const title = `Contested ${stamp}`;
  await signInAsAdmin(page);
  const editor = await draftPost(page, title);

  const other = await secondAdmin(browser);
  await other.goto(editor);
  await expect(field(other, 'Title')).toHaveValue(title);

  // The first admin saves a new excerpt while the second is still on version 1.
  await field(page, 'Excerpt').fill('Their excerpt.');
  await save(page);

  await field(other, 'Title').fill(`${title}, Mine`);
  await other.getByRole('button', { name: 'Save draft', exact: true }).click();
  const dialog = other.getByRole('dialog', { name: 'Someone else saved this post' });
  await expect(dialog).toBeVisible();
  const titleChoice = dialog.getByRole('group', { name: 'Title (changed by you)' });
  const excerptChoice = dialog.getByRole('group', { name: 'Excerpt (changed by them)' });
  await expect(titleChoice.getByRole('radio', { name: 'Keep mine' })).toBeChecked();
  await expect(excerptChoice.getByRole('radio', { name: 'Take theirs' })).toBeChecked();
  await expect(excerptChoice.locator('ins').filter({ hasText: 'Their' })).toBeVisible();
  await expectNoSeriousViolations(other);

  await dialog.getByRole('button', { name: 'Use merged version' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(field(other, 'Title')).toHaveValue(`${title}, Mine`);
  await expect(field(other, 'Excerpt')).toHaveValue('Their excerpt.');
  await save(other);

  await page.reload();
  await expect(field(page, 'Title')).toHaveValue(`${title}, Mine`);
  await expect(field(page, 'Excerpt')).toHaveValue('Their excerpt.');
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(3);
  await other.context().close();
});

test('unsaved changes survive a reload: kept on the device and on the server, and offered back', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Autosaved ${stamp}`;
  await signInAsAdmin(page);
  await draftPost(page, title);

  const sent = page.waitForResponse((response) => response.url().endsWith('/autosave') && response.request().method() === 'PUT');
  await field(page, 'Title').fill(`${title}, Unsaved`);
  expect((await sent).status()).toBe(200);

  // The leave warning still asks before a reload with unsaved changes; here the reload goes ahead.
  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('beforeunload');
    void dialog.accept();
  });
  await page.reload();
  await expect(field(page, 'Title')).toHaveValue(title);
  const notice = page.getByRole('region', { name: 'Unsaved changes found' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Restore unsaved changes' }).click();
  await expect(notice).toHaveCount(0);
  await expect(field(page, 'Title')).toHaveValue(`${title}, Unsaved`);
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();

  // A save clears the autosave: nothing is offered after the next reload.
  await save(page);
  await page.reload();
  await expect(field(page, 'Title')).toHaveValue(`${title}, Unsaved`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Unsaved changes found' })).toHaveCount(0);
});

test('restoring a version whose image was deleted from the library since leaves it out and says so', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Pictured Once ${stamp}`;
  const file = `pier-${stamp}.jpg`;
  await signInAsAdmin(page);
  const editor = await draftPost(page, title);

  // Version 2 shows an uploaded image as its cover.
  await page.getByRole('button', { name: 'Upload or choose' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose the image' });
  await dialog.getByRole('textbox', { name: 'Alt text (optional now)' }).fill(`A pier ${stamp}`);
  const jpeg = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 40, g: 120, b: 180 } } })
    .jpeg()
    .toBuffer();
  await dialog.getByTestId('media-file-input').setInputFiles({ name: file, mimeType: 'image/jpeg', buffer: jpeg });
  await expect(dialog.getByRole('heading', { level: 2, name: file })).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Use this image' }).click();
  await expect(dialog).toBeHidden();
  const imagePath = await field(page, 'Image path').inputValue();
  expect(imagePath).toMatch(/^\/media\/[0-9a-f-]{36}\/original-640x360\.jpg$/);
  await save(page);

  // Version 3 lets go of it, so the library lets it be deleted.
  await field(page, 'Image path').fill('');
  await field(page, 'Alt text').fill('');
  await save(page);
  await page.goto('/admin/media');
  await page.getByRole('button', { name: new RegExp(file) }).click();
  await page.getByRole('button', { name: 'Delete image' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this image?' }).getByRole('button', { name: 'Delete image' }).click();
  await expect(page.getByRole('button', { name: new RegExp(file) })).toHaveCount(0);

  await page.goto(editor);
  const history = page.getByRole('region', { name: 'History' });
  await history.getByRole('button', { name: 'Restore version 2' }).click();
  await page.getByRole('alertdialog', { name: 'Restore version 2?' }).getByRole('button', { name: 'Restore' }).click();
  await expectToast(page, 'Version 2 restored');
  const notice = page.getByRole('region', { name: 'Images left out' });
  await expect(notice).toContainText('Version 2 was restored without an image deleted from the media library since.');
  await expect(notice).toContainText(`The image (and so the share image): ${imagePath}`);
  await expect(field(page, 'Image path')).toHaveValue('');
  const versions = history.getByRole('list', { name: 'Versions of this post, newest first' }).getByRole('listitem');
  await expect(versions.first()).toContainText('Restored from version 2');
  await expectNoSeriousViolations(page);
});
