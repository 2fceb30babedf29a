import type { Page } from '@playwright/test';
import { deletePostFromEditor } from '../support/admin-posts.js';
import { describeViolations, seriousA11yViolations } from '../support/axe.js';
import { publishNow } from '../support/publish-flow.js';
import { editorLinkInMail, memberOf, savedAs, type Member } from '../support/review-flow.js';
import { query } from '../support/run-state.js';
import { signInAsAdmin } from '../support/sign-in.js';
import { guideImage } from '../support/guide-images.js';
import { expect, test } from '../support/test.js';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The header has drawn the member's avatar (not its loading placeholder), so a picture shows the page as it stays. */
async function accountShown(member: Member) {
  await expect(member.page.getByRole('banner').getByRole('button', { name: `Account menu for ${member.name}` })).toBeVisible();
}

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** A new post's fields, as a writer fills them in. */
async function writePost(page: Page, title: string) {
  await page.goto('/admin/posts/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
  await field(page, 'Title').fill(title);
  await field(page, 'Excerpt').fill('Ten unhurried minutes before the day begins.');
  await field(page, 'Content').fill('## A slow start\n\nCoffee, light and a page of a book.');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option').filter({ hasText: 'Wellness' }).first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
});

test('a contributor submits, the editor is mailed, sends it back with a note, the contributor fixes it, and the editor publishes it: on the blog, in the feed and on the author page', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A fixed title and fixed addresses (the run's database and mailbox are new), so the guide's
  // pictures this test takes change only with the dates.
  const title = 'Slow Mornings';
  const slug = 'slow-mornings';
  const note = 'A lovely start. Please say where the light comes from in the first paragraph.';
  const wren = await memberOf(browser, 'contributor', 'Wren Writer', 'wren.writer@example.com');
  const eddie = await memberOf(browser, 'editor', 'Eddie Editor', 'eddie.editor@example.com');

  // The contributor writes and submits: no Publish for them.
  await writePost(wren.page, title);
  await expect(wren.page.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
  await wren.page.getByRole('button', { name: 'Submit for review' }).click();
  await savedAs(wren.page, 'Waiting for review by an editor');
  await expect(wren.page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}\/edit$/);
  const editorPath = new URL(wren.page.url()).pathname;
  await expect(wren.page.getByText(/^Waiting for review since /)).toBeVisible();

  // The editor's mail leads to the post; the dashboard lists it as waiting.
  const requested = await editorLinkInMail(eddie.email, `Review requested: ${title}`);
  expect(requested.path).toBe(editorPath);
  expect(requested.text).toContain(`${wren.email} submitted this post for review.`);
  await eddie.page.goto('/admin');
  const waiting = eddie.page.getByRole('region', { name: 'Waiting for review' });
  await expect(waiting.getByRole('link', { name: title })).toBeVisible();
  await accountShown(eddie);
  await eddie.page.screenshot({ path: guideImage('dashboard.png') });

  // The editor sends it back with a note.
  await eddie.page.goto(requested.path);
  await eddie.page.getByRole('button', { name: 'Send back…' }).click();
  const dialog = eddie.page.getByRole('dialog', { name: `Send “${title}” back` });
  await dialog.getByLabel('Note for the writer').fill(note);
  await dialog.screenshot({ path: guideImage('send-back.png') });
  await dialog.getByRole('button', { name: 'Send back', exact: true }).click();
  await savedAs(eddie.page, 'Saved as a draft');

  // The contributor gets the note by mail and in the editor, edits and submits again.
  const sentBack = await editorLinkInMail(wren.email, `Sent back: ${title}`);
  expect(sentBack.text).toContain(note);
  await wren.page.goto(sentBack.path);
  const notice = wren.page.getByRole('region', { name: 'Sent back by an editor' });
  await expect(notice).toContainText(note);
  await expect(notice).toContainText(`Sent back by ${eddie.email}`);
  await accountShown(wren);
  await wren.page.screenshot({ path: guideImage('editor-review.png') });
  await field(wren.page, 'Content').fill('## A slow start\n\nMorning light through the kitchen window, coffee and a page of a book.');
  await wren.page.getByRole('button', { name: 'Submit for review' }).click();
  await savedAs(wren.page, 'Waiting for review by an editor');
  await expect(notice).toHaveCount(0);

  // The editor publishes it: on the blog, in the feed, on the writer's author page.
  await editorLinkInMail(eddie.email, `Review requested: ${title}`);
  await eddie.page.goto(requested.path);
  await expect(field(eddie.page, 'Content')).toHaveValue(/Morning light through the kitchen window/);
  await publishNow(eddie.page, title);
  await eddie.page.goto(`/blog/${slug}`);
  await expect(eddie.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(eddie.page.getByRole('main')).toContainText('Morning light through the kitchen window');
  const feed = await (await eddie.page.request.get('/feed.xml')).text();
  expect(feed).toContain(`<title><![CDATA[${title}]]></title>`);
  // The byline is the writer's profile, and their author page lists the post.
  await eddie.page.getByRole('main').getByRole('link', { name: wren.name, exact: true }).click();
  await expect(eddie.page).toHaveURL(/\/authors\/[a-z0-9-]+$/);
  await expect(eddie.page.getByRole('heading', { level: 1, name: wren.name })).toBeVisible();
  await expect(eddie.page.getByRole('region', { name: 'Articles' }).getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/blog/${slug}`,
  );

  await deletePostFromEditor(eddie.page, new URL(editorPath, eddie.page.url()).href);
  await wren.page.context().close();
  await eddie.page.context().close();
});

test('a draft written a week ago and published today is dated today, first in the feed', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Week Old ${stamp}`;
  await signInAsAdmin(page);
  await writePost(page, title);
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await savedAs(page, 'Saved as a draft');
  const editor = page.url();
  const id = new URL(editor).pathname.split('/')[3]!;
  await query(`UPDATE content.posts SET created_at = now() - interval '7 days', updated_at = now() - interval '7 days' WHERE id = $1`, [
    id,
  ]);

  await page.reload();
  const before = Date.now();
  await publishNow(page, title);
  const [first] = (await (await page.request.get('/api/blog-posts?limit=1')).json()).data.posts as { title: string; publishedAt: string }[];
  expect(first?.title).toBe(title);
  expect(Date.parse(first!.publishedAt)).toBeGreaterThanOrEqual(before - 1_000);
  const feed = await (await page.request.get('/feed.xml')).text();
  // The feed's first item: the newest article.
  const firstItem = feed.slice(feed.indexOf('<item>'), feed.indexOf('</item>'));
  expect(firstItem).toContain(`<title><![CDATA[${title}]]></title>`);

  await deletePostFromEditor(page, editor);
});

test('a scheduled post appears on the blog at its time, by itself', async ({ page }) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const title = `On Time ${stamp}`;
  const slug = `on-time-${stamp}`;
  await signInAsAdmin(page);
  await writePost(page, title);
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await savedAs(page, 'Saved as a draft');
  const editor = page.url();
  await page.getByRole('button', { name: 'Schedule…', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Schedule “/ });
  await dialog.getByLabel('Publish at').fill('2099-01-05T09:30');
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await savedAs(page, /^Post saved/);
  const postOnBlog = async () => (await page.request.get(`/api/blog-posts/${slug}`)).status();
  expect(await postOnBlog()).toBe(404);

  // Its time comes a few seconds from now (the dialog picks whole minutes; the test cannot wait for one to pass).
  const id = new URL(editor).pathname.split('/')[3]!;
  await query(`UPDATE content.posts SET published_at = now() + interval '3 seconds' WHERE id = $1`, [id]);
  expect(await postOnBlog()).toBe(404);
  // No write happens at that moment: the publish clock announces it (within its minute) and the caches let it through.
  await expect.poll(postOnBlog, { timeout: 90_000, intervals: [1_000] }).toBe(200);
  await page.goto('/blog');
  await expect(page.getByRole('main').getByRole('article').filter({ hasText: title })).toBeVisible();

  await deletePostFromEditor(page, editor);
});

for (const appearance of ['light', 'dark'] as const) {
  test(`the dashboard's lists and the editor with an editor's note pass axe (${appearance})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const title = `Axe Review ${appearance} ${stamp}`;
    const wren = await memberOf(browser, 'contributor', 'Wren Writer');
    const eddie = await memberOf(browser, 'editor', 'Eddie Editor');
    await writePost(wren.page, title);
    await wren.page.getByRole('button', { name: 'Submit for review' }).click();
    await savedAs(wren.page, 'Waiting for review by an editor');
    const editorPath = new URL(wren.page.url()).pathname;

    await eddie.page.emulateMedia({ colorScheme: appearance });
    await eddie.page.goto('/admin');
    await expect(eddie.page.getByRole('region', { name: 'Waiting for review' }).getByRole('link', { name: title })).toBeVisible();
    await expectNoSeriousViolations(eddie.page);
    await eddie.page.goto(editorPath);
    await eddie.page.getByRole('button', { name: 'Send back…' }).click();
    const dialog = eddie.page.getByRole('dialog', { name: `Send “${title}” back` });
    await dialog.getByLabel('Note for the writer').fill('Shorter, please.');
    await expectNoSeriousViolations(eddie.page);
    await dialog.getByRole('button', { name: 'Send back', exact: true }).click();
    await savedAs(eddie.page, 'Saved as a draft');

    await wren.page.emulateMedia({ colorScheme: appearance });
    await wren.page.reload();
    await expect(wren.page.getByRole('region', { name: 'Sent back by an editor' })).toContainText('Shorter, please.');
    await expectNoSeriousViolations(wren.page);

    await deletePostFromEditor(eddie.page, new URL(editorPath, eddie.page.url()).href);
    await wren.page.context().close();
    await eddie.page.context().close();
  });
}
