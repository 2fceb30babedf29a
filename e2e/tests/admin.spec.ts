import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { E2E_ADMIN_EMAIL, E2E_READER_EMAIL } from '../support/accounts.js';
import { describeViolations, seriousA11yViolations } from '../support/axe.js';
import { publishNow, updatePublished } from '../support/publish-flow.js';
import { signIn, signInAsAdmin } from '../support/sign-in.js';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The Category select is a Radix Select: open its list from the combobox, then pick an option. */
async function chooseCategory(page: Page, option: { name: string } | { first: true }) {
  await page.getByRole('combobox', { name: 'Category' }).click();
  const options = page.getByRole('option');
  await ('name' in option ? options.filter({ hasText: option.name }) : options).first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

async function expectToast(page: Page, title: string) {
  await expect(page.getByRole('status').filter({ hasText: title }).first()).toBeVisible();
}

/** The plain save: Save for guides, topics and categories, Save draft for a draft post. */
async function save(page: Page, toast: string) {
  await page.getByRole('button', { name: /^Save( draft)?$/ }).click();
  await expectToast(page, toast);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
}

/** The blog list, once its articles have loaded. */
async function openBlog(page: Page) {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Insights' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  // Keep the consent bar out of the way of the header and the editors' action bar.
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
});

test('an admin drafts a post, publishes it, retitles it and deletes it; the public pages follow', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Morning Pages Every Day ${stamp}`;
  const slug = `morning-pages-every-day-${stamp}`;
  await signInAsAdmin(page);

  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content dashboard' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'All content' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All content' })).toBeVisible();
  await page.getByRole('region', { name: 'Posts' }).getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();

  await field(page, 'Title').fill(title);
  await expect(field(page, 'Slug')).toHaveValue(slug);
  await field(page, 'Excerpt').fill('Three pages of longhand, first thing, changed how my days start.');
  await field(page, 'Content').fill(
    '## Why longhand\n\nWriting **three pages** before anything else clears the head.\n\n- pen\n- paper\n- coffee',
  );
  await chooseCategory(page, { name: 'Wellness' });
  await page.getByRole('group', { name: 'Topics' }).getByRole('checkbox', { name: 'Mindfulness' }).check();
  await field(page, 'Tags').fill('journaling,');
  await expect(page.getByRole('list', { name: 'Tags added' })).toContainText('journaling');
  await expect(page.getByText('A draft: readers can’t see it.')).toBeVisible();
  await save(page, 'Post saved');
  await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}\/edit$/);
  const editor = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();

  // A draft is not on the site.
  await openBlog(page);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();

  // Published now, it is.
  await page.goto(editor);
  await publishNow(page, title);
  await expect(page.getByRole('main').locator('header').getByText('Published', { exact: true })).toBeVisible();
  await openBlog(page);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // A new title shows on the article; the address stays.
  const retitled = `Morning Pages, Revisited ${stamp}`;
  await page.goto(editor);
  await field(page, 'Title').fill(retitled);
  await expect(field(page, 'Slug')).toHaveValue(slug);
  await updatePublished(page, retitled);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: retitled })).toBeVisible();

  // Deleted, it is gone.
  await page.goto(editor);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this post?' });
  await expect(confirm).toContainText(retitled);
  await confirm.getByRole('button', { name: 'Delete post' }).click();
  await expectToast(page, 'Post deleted');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/content');
  await expect(page.getByRole('region', { name: 'Posts' }).getByRole('table')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Posts' }).getByRole('link', { name: retitled })).toHaveCount(0);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
});

test('the editor shows the schema messages, a summary that focuses the first field, and a taken slug on the slug', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/posts/new');
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'problems with this post' });
  await expect(summary.getByRole('link')).toHaveText([
    'Title is required',
    'Slug is required',
    'Excerpt is required',
    'Content is required',
    'Choose a category',
  ]);
  await expect(field(page, 'Title')).toBeFocused();
  await expect(field(page, 'Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Title')).toHaveAccessibleDescription(/Title is required/);

  // A slug another post already has: the server's 409 lands on the slug field.
  await openBlog(page);
  const existing = (await page.getByRole('main').getByRole('article').first().getByRole('link').first().getAttribute('href')) ?? '';
  await page.goto('/admin/posts/new');
  await field(page, 'Title').fill('A Post With a Borrowed Address');
  await field(page, 'Slug').fill(existing.replace('/blog/', ''));
  await field(page, 'Excerpt').fill('Borrowed.');
  await field(page, 'Content').fill('Borrowed words.');
  await chooseCategory(page, { first: true });
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expectToast(page, 'Could not save');
  await expect(field(page, 'Slug')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Slug')).toBeFocused();
});

test('a category that posts use is kept, with the server’s reason', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/content');
  await page.getByRole('tab', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/admin\/content\?show=categories$/);
  const categories = page.getByRole('region', { name: 'Categories' });
  await categories.getByRole('searchbox', { name: 'Search categories' }).fill('wellness');
  await categories.getByRole('link', { name: 'Wellness', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit category' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this category?' }).getByRole('button', { name: 'Delete category' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not delete' }).first()).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit category' })).toBeVisible();
});

test('a signed-in reader at /admin is told they are not authorized', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'Rita Reader', E2E_READER_EMAIL);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeVisible();
  await expect(page.getByText(`You're signed in as ${E2E_READER_EMAIL}, which doesn't have admin access.`)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('a signed-out visitor at /admin is asked to sign in', async ({ page }) => {
  await page.goto('/admin/posts/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
  await expect(page.getByText('Sign in with the button at the top of the page to continue.')).toBeVisible();
  // Signing in with the header's button opens the admin area in place.
  await signIn(page, 'Ada Admin', E2E_ADMIN_EMAIL);
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
});

test('the topic editor previews the public card as colour and icon change', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/topics/new');
  await field(page, 'Name').fill('Weekend Getaways');
  const card = page.getByRole('article', { name: 'Preview of the Weekend Getaways topic card' });
  await expect(card).toContainText('Weekend Getaways');
  const band = card.getByTestId('topic-preview-band');
  const colours = page.getByRole('group', { name: /Colour/ });
  const icons = page.getByRole('group', { name: /Icon/ });

  await colours.getByRole('radio', { name: 'Teal' }).check();
  const teal = await band.evaluate((element) => getComputedStyle(element).backgroundImage);
  await colours.getByRole('radio', { name: 'Purple' }).check();
  await expect.poll(() => band.evaluate((element) => getComputedStyle(element).backgroundImage)).not.toBe(teal);
  expect(await band.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('rgb(126, 59, 208)');

  await icons.getByRole('radio', { name: 'Mountain' }).check();
  await expect(band.locator('svg.lucide-mountain')).toBeVisible();
  await icons.getByRole('radio', { name: 'Heart' }).check();
  await expect(band.locator('svg.lucide-heart')).toBeVisible();
  await expect(band.locator('svg.lucide-mountain')).toHaveCount(0);
  const violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});

test('leaving an editor with unsaved changes asks first, in the app and on unload', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/posts/new');
  // A real click: browsers only show the unload prompt to a page the person has interacted with.
  await field(page, 'Title').click();
  await field(page, 'Title').fill('Half a thought');
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expect(leave.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/posts\/new$/);
  await expect(field(page, 'Title')).toHaveValue('Half a thought');

  // The browser's own prompt guards a reload or a closed tab.
  const prompt = page.waitForEvent('dialog');
  void page.close({ runBeforeUnload: true });
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
  await leave.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('public pages never download the admin remote', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Latest Insights' })).toBeVisible();
  await openBlog(page);
  const article = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  await article.click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(requested.filter((path) => path.startsWith('/remotes/mf-content/')).length).toBeGreaterThan(0);
  expect(requested.filter((path) => path.startsWith('/remotes/mf-admin/'))).toEqual([]);

  // The same recording does see the admin remote once /admin is visited.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
  expect(requested.filter((path) => path.startsWith('/remotes/mf-admin/')).length).toBeGreaterThan(0);
});

test('the dashboard and the post editor pass axe', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Recently published' }).getByRole('list')).toBeVisible();
  let violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await page.goto('/admin/posts/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'problems with this post' })).toBeVisible();
  violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});
