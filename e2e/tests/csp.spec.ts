import { type APIRequestContext, type Page, type Response } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { E2E_ADMIN_EMAIL } from '../support/accounts.js';
import { canaryOrigin } from '../support/canary-builds.js';
import { signIn } from '../support/sign-in.js';

/** The host of the run's canary builds (global-setup.ts), allowed as any remote's host is. */
const REMOTE_HOST = canaryOrigin(Number(process.env.E2E_SERVICE_PORT_BASE ?? 18_100)).replace(/[.]/g, '\\.');

/**
 * The site's own code runs under its CSP without a single violation (no eval, no inline style,
 * no image from elsewhere), and every answer carries the Permissions-Policy but, over plain HTTP,
 * no Strict-Transport-Security.
 */

let violations: string[];

test.beforeEach(async ({ page }) => {
  violations = [];
  // Kept in this process, so that a violation just before a navigation is not lost with its page.
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile || 'the page'}:${event.lineNumber}`;
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${where} on ${location.pathname}`);
    });
  });
});

test.afterEach(() => {
  expect(violations).toEqual([]);
});

function expectSecurityHeaders(response: Response | null) {
  const headers = response?.headers() ?? {};
  // Our own files (and the remotes' hosts), one fixed Radix rule and, on a rendered page, what the page carries in its
  // HTML (its first paint's stylesheets, the appearance script), each by its hash; never 'unsafe-inline'.
  expect(headers['content-security-policy']).toMatch(new RegExp(`style-src 'self'( 'sha256-[A-Za-z0-9+/]{43}='| ${REMOTE_HOST})+;`));
  expect(headers['content-security-policy']).toMatch(new RegExp(`script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}='| ${REMOTE_HOST})*;`));
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('browsing-topics=()');
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** Loads a page afresh (each remote's code runs anew) and waits until it has drawn and fetched everything. */
async function visit(page: Page, path: string, heading: string | RegExp) {
  expectSecurityHeaders(await page.goto(path));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

type Listed = { id: string; slug: string; title?: string; name?: string };

async function first(request: APIRequestContext, path: string): Promise<Listed> {
  const items = ((await (await request.get(path)).json()) as { data: Listed[] }).data;
  if (!items[0]) throw new Error(`${path} lists nothing`);
  return items[0];
}

test('the public pages raise no CSP violation, a modal dialog included', async ({ page, request }) => {
  const post = await first(request, '/api/blog-posts');
  const guide = await first(request, '/api/guides');
  const topic = await first(request, '/api/topics');
  await visit(page, '/', /./);
  await visit(page, '/blog', 'Latest Insights');
  await visit(page, `/blog/${post.slug}`, post.title ?? /./);
  await visit(page, '/guides', 'Explore');
  await visit(page, `/guide/${guide.slug}`, guide.title ?? /./);
  await visit(page, '/topics', /./);
  await visit(page, `/topics/${topic.slug}`, topic.name ?? /./);
  await visit(page, '/search?q=wellness', 'Search');
  await visit(page, '/contact', 'Contact Us');
  await visit(page, '/privacy-policy', 'Privacy Policy');
  await visit(page, '/terms-of-service', 'Terms of Service');
  await visit(page, '/DMCA', 'DMCA Policy');
  await visit(page, '/no-such-page', 'Page Not Found');

  await visit(page, '/apps', 'Lifestyle Apps');
  await page
    .getByRole('button', { name: /^Notify Me about / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Radix's scroll lock still applies, from a constructed stylesheet rather than an inline <style>.
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the admin area raises no CSP violation, its confirmation dialog included', async ({ page, request }) => {
  const post = await first(request, '/api/blog-posts');
  // Keep the consent bar out of the way of the header and the editors' action bar.
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
  await visit(page, '/', /./);
  await signIn(page, 'Ada Admin', E2E_ADMIN_EMAIL);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible();

  await visit(page, '/admin', 'Content dashboard');
  await visit(page, '/admin/posts/new', 'New post');
  await visit(page, '/admin/guides/new', /New guide/);
  await visit(page, '/admin/topics/new', /New topic/);
  await visit(page, '/admin/categories/new', /New category/);
  await visit(page, '/admin/inbox', 'Inbox');
  await visit(page, '/admin/subscribers', /Subscribers/);

  await visit(page, `/admin/posts/${post.id}/edit`, 'Edit post');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep post' }).click();
  await expect(confirm).toHaveCount(0);
});

test('API answers carry the Permissions-Policy and, over plain HTTP, no Strict-Transport-Security', async ({ request }) => {
  const response = await request.get('/api/blog-posts');
  expect(response.ok()).toBe(true);
  expect(response.headers()['permissions-policy']).toContain('microphone=()');
  expect(response.headers()['strict-transport-security']).toBeUndefined();
});
