import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { openHydrated } from '../support/navigate.js';
import { readlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pidOf, query } from '../support/run-state.js';
import { signIn, signInAsAdmin } from '../support/sign-in.js';
import { E2E_READER_EMAIL } from '../support/accounts.js';
import { SKEW_COMBO, skewRoots } from './combo.js';

/**
 * The smoke path of the site, run once per skew combination (global-setup.ts starts the parts it names
 * at the previous release): what a reader and an editor do most, end to end through every part.
 */
type ListedPost = { slug: string; title: string; category: string };
const posts = async (request: import('@playwright/test').APIRequestContext): Promise<ListedPost[]> =>
  ((await (await request.get('/api/blog-posts')).json()) as { data: ListedPost[] }).data;

test.describe(`skew ${SKEW_COMBO}`, () => {
  test.beforeEach(async ({ page }) => {
    // Keep the consent bar out of the way of the header and the forms.
    await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
  });

  test('each part runs from the release the combination names', async () => {
    const roots = skewRoots();
    const from = (part: string) => readlinkSync(`/proc/${pidOf(part)}/cwd`);
    expect(from('gateway')).toBe(roots.gateway);
    expect(from('renderer')).toBe(roots.renderer);
    for (const service of ['content', 'search', 'engage', 'identity'] as const) expect(from(service)).toBe(roots.services?.[service]);
    // The web files the gateway serves: the shell's from the renderer's release, each remote's from one release.
    expect(readlinkSync(join(roots.web!, 'shell'))).toBe(join(roots.renderer!, 'shell'));
    const remotes = ['mf-content', 'mf-search', 'mf-engage', 'mf-admin'].map((remote) => dirname(readlinkSync(join(roots.web!, remote))));
    expect(new Set(remotes).size).toBe(1);
    // Two releases meet where the combination says: between the shell and the remotes, or the gateway and the services.
    expect(remotes[0] !== roots.renderer).toBe(SKEW_COMBO === 'shell-previous' || SKEW_COMBO === 'remotes-previous');
    expect(roots.gateway !== roots.services?.content).toBe(SKEW_COMBO === 'services-previous' || SKEW_COMBO === 'gateway-previous');
  });

  test('home: the hero and the latest six insights', async ({ page, request }) => {
    const latest = (await posts(request)).slice(0, 6);
    // Rendered whole, not the 503 page: a read one side does not know yet (the lead story's) leaves its block out.
    expect((await request.get('/')).status()).toBe(200);
    await openHydrated(page, '/');
    await expect(page).toHaveTitle(/^Live Life to the Fullest \| /);
    const section = page.getByRole('region', { name: 'Latest Insights' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(latest.map((post) => post.title));
  });

  test('article: its title and its markdown body, rendered by the server', async ({ page, request }) => {
    const [first] = await posts(request);
    // A page the renderer made (its islands' page), not the static shell the gateway falls back to.
    expect(await (await request.get(`/blog/${first!.slug}`)).text()).toContain('data-render="islands"');
    await openHydrated(page, `/blog/${first!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
    await expect(page.locator('main article h2').first()).toBeVisible();
  });

  test('blog filter: a category narrows the list', async ({ page, request }) => {
    const all = await posts(request);
    const category = all[0]!.category;
    const inCategory = all.filter((post) => post.category === category);
    await openHydrated(page, '/blog');
    await page.locator('button#blog-category').waitFor();
    await page.getByRole('combobox', { name: 'Filter by category' }).click();
    await page.getByRole('option', { name: category, exact: true }).click();
    await expect(page.locator('main [aria-live="polite"].blog-status')).toHaveText(`Showing ${inCategory.length} articles in ${category}`);
  });

  test('search: the seeded content found for a term', async ({ page, request }) => {
    // The search service indexes the seed from the content service after both start.
    const found = async () => ((await (await request.get('/api/search?q=wellness')).json()) as { data: { total: number } }).data.total;
    await expect.poll(found, { timeout: 20_000 }).toBeGreaterThan(0);
    await page.goto('/search?q=wellness');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Search results for "wellness"' })).toBeVisible();
    await expect(main.getByRole('list', { name: 'Search results' }).getByRole('article').first()).toBeVisible();
  });

  test('contact: a message is sent and stored', async ({ page }) => {
    const subject = `Skew ${SKEW_COMBO} ${Date.now()}`;
    await openHydrated(page, '/contact');
    const field = (label: string) => page.getByRole('form', { name: 'Contact form' }).getByLabel(label, { exact: true });
    await field('Name').fill('Ada Lovelace');
    await field('Email').fill('ada@example.com');
    await field('Subject').fill(subject);
    await field('Message').fill('Sent across two releases.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    expect(await query('SELECT name FROM engage.contact_messages WHERE subject = $1', [subject])).toEqual([{ name: 'Ada Lovelace' }]);
  });

  test('sign-in: a reader signs in and the header names them', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'Rita Reader', E2E_READER_EMAIL);
  });

  test('admin save: an editor saves a draft post', async ({ page }) => {
    const title = `Skew Draft ${SKEW_COMBO} ${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    await page.goto('/admin/posts/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
    await textbox(page, 'Title').fill(title);
    await textbox(page, 'Excerpt').fill('Saved while two releases run side by side.');
    await textbox(page, 'Content').fill('## Skew\n\nOne side older than the other.');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: /^Save( draft)?$/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/posts\/[0-9a-f-]{36}\/edit$/);
    expect(await query('SELECT status FROM content.posts WHERE title = $1', [title])).toEqual([{ status: 'draft' }]);
  });
});

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
