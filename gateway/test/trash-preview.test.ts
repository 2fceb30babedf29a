import { createHmac } from 'node:crypto';
import { JSDOM } from 'jsdom';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntrySchema, PreviewLinkSchema, PreviewLinkSummarySchema, TrashItemSchema, type PostInput } from '@livefully/contracts';
import { z } from 'zod';
import { mintIdToken } from '../../services/identity/src/testing/auth-emulator.js';
import { renderedSiteEnv, startAdminCluster, startTestRenderer } from './admin-cluster.js';
import { call, type Answer } from './http-call.js';

/**
 * The trash, the audit log's filters and preview links through the gateway, with the shell's
 * renderer for the preview pages. Needs the web build (`npm run build:web`). Fixed ports
 * 24300–24319 (vitest.integration.config.ts): base postgres, +1 redis, +2 content, +3 gateway,
 * +4 identity, +5 nothing (search), +6 the Auth Emulator, +7 nothing (engage), +8 the gateway's
 * events port, +9 the renderer.
 */
const basePort = 24_300;
const ORIGIN = 'https://livefully.example';
const ADMIN = 'ada.trash@example.com';
const PREVIEW_SECRET = 'preview-secret-of-the-gateway-tests-0123456789';

/**
 * A token as the content service signs one (services/content/src/preview/preview-tokens.ts) for
 * a link row it made, with an expiry of the test's choosing: one already past, or many to find
 * a signature of a given shape.
 */
function signPreview(linkId: string, expiresAt: Date, secret = PREVIEW_SECRET): string {
  const payload = Buffer.from(JSON.stringify({ l: linkId, e: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
  const mac = createHmac('sha256', secret).update(`livefully.preview.v2.${payload}`).digest('base64url');
  return `${payload}.${mac}`;
}

describe('trash, audit and preview links through the gateway (tcp)', () => {
  const stops: (() => Promise<unknown>)[] = [];
  let url = '';
  let adminToken = '';
  let wellnessId = '';
  let db: pg.Client;

  const asAdmin = (method: string, path: string, body?: unknown) => call(url + path, { method, token: adminToken, body });
  const ok = (answer: Answer, status = 200) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body.data;
  };
  const post = (overrides: Partial<PostInput> = {}): PostInput => ({
    title: 'Slow Mornings',
    slug: 'slow-mornings-trash',
    excerpt: 'Why the first hour of the day matters.',
    content: `## Start slowly\n\n${'Coffee, light and a page of a book. '.repeat(60)}`,
    categoryId: wellnessId,
    publishedAt: new Date(Date.now() - 60_000).toISOString(),
    imagePath: '/images/slow-mornings.svg',
    imageAlt: 'A cup of coffee on a sunny windowsill',
    status: 'published',
    ...overrides,
  });
  const sitemap = async () => (await call(`${url}/sitemap.xml`)).text;
  const feed = async () => (await call(`${url}/feed.xml`)).text;
  const publicSlugs = async () => ((await call(`${url}/api/blog-posts`)).body.data as { slug: string }[]).map((p) => p.slug);
  const page = async (path: string) => {
    const answer = await call(url + path, { headers: { accept: 'text/html' } });
    const { document } = new JSDOM(answer.text).window;
    return { ...answer, document };
  };

  beforeAll(async () => {
    const events = { GATEWAY_EVENTS_PORT: String(basePort + 8) };
    const rendererPort = basePort + 9;
    const cluster = await startAdminCluster({
      name: 'trash-preview',
      transport: 'tcp',
      basePort,
      adminEmail: ADMIN,
      services: [
        {
          name: 'content',
          port: basePort + 2,
          env: { SEARCH_SERVICE_PORT: String(basePort + 5), PREVIEW_SECRET, ...events },
        },
      ],
      gatewayEnv: {
        CONTENT_SERVICE_PORT: String(basePort + 2),
        SEARCH_SERVICE_PORT: String(basePort + 5),
        ENGAGE_SERVICE_PORT: String(basePort + 7),
        ...renderedSiteEnv(ORIGIN, rendererPort),
        ...events,
      },
    });
    stops.push(cluster.stop);
    url = cluster.url;
    stops.unshift((await startTestRenderer({ name: 'trash-preview', gatewayUrl: url, origin: ORIGIN, port: rendererPort })).stop);
    adminToken = await mintIdToken(cluster.emulatorHost, { email: ADMIN, name: 'Ada Trash' });
    wellnessId = (await asAdmin('GET', '/api/admin/categories')).body.data.find((c: { slug: string }) => c.slug === 'wellness').id;
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    stops.unshift(() => db.end());
  });

  afterAll(async () => {
    for (const stop of stops) await stop().catch(() => {});
  });

  describe('the trash', () => {
    it('AdminGuard keeps the trash and restores to admins', async () => {
      for (const [method, path] of [
        ['GET', '/api/admin/trash'],
        ['POST', `/api/admin/posts/${crypto.randomUUID()}/restore`],
        ['POST', `/api/admin/posts/${crypto.randomUUID()}/preview`],
        ['GET', `/api/admin/posts/${crypto.randomUUID()}/preview-links`],
        ['POST', `/api/admin/posts/${crypto.randomUUID()}/preview-links/${crypto.randomUUID()}/revoke`],
      ] as const) {
        expect((await call(url + path, { method })).status).toBe(401);
      }
    });

    it('takes a deleted post off the site, the sitemap and the feed, lists it in the trash, and restores it', async () => {
      const created = ok(await asAdmin('POST', '/api/admin/posts', post({ slug: 'trashed-and-back', title: 'Trashed And Back' })), 201);
      expect(await publicSlugs()).toContain('trashed-and-back');
      expect(await sitemap()).toContain('/blog/trashed-and-back');
      expect((await page('/blog/trashed-and-back')).status).toBe(200);

      ok(await asAdmin('DELETE', `/api/admin/posts/${created.id}`));
      expect(await publicSlugs()).not.toContain('trashed-and-back');
      expect((await call(`${url}/api/blog-posts/trashed-and-back`)).status).toBe(404);
      expect(await sitemap()).not.toContain('/blog/trashed-and-back');
      expect(await feed()).not.toContain('Trashed And Back');
      expect((await page('/blog/trashed-and-back')).status).toBe(404);
      const trash = z.array(TrashItemSchema).parse(ok(await asAdmin('GET', '/api/admin/trash')));
      expect(trash.find((item) => item.id === created.id)).toMatchObject({ kind: 'post', deletedBy: { email: ADMIN } });

      expect(ok(await asAdmin('POST', `/api/admin/posts/${created.id}/restore`))).toEqual({ kind: 'post', id: created.id });
      expect(await publicSlugs()).toContain('trashed-and-back');
      expect((await page('/blog/trashed-and-back')).status).toBe(200);
      expect(await sitemap()).toContain('/blog/trashed-and-back');
    });

    it('refuses with 409 to restore a post whose slug was taken meanwhile', async () => {
      const first = ok(await asAdmin('POST', '/api/admin/posts', post({ slug: 'taken-while-away' })), 201);
      ok(await asAdmin('DELETE', `/api/admin/posts/${first.id}`));
      ok(await asAdmin('POST', '/api/admin/posts', post({ slug: 'taken-while-away' })), 201);
      const refused = await asAdmin('POST', `/api/admin/posts/${first.id}/restore`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        success: false,
        code: 'CONTENT.SLUG_TAKEN',
        message: 'Another post now uses the slug "taken-while-away": change that post\'s slug, or delete it, before restoring this one.',
      });
      expect((await asAdmin('POST', `/api/admin/topics/not-a-uuid/restore`)).status).toBe(400);
    });
  });

  describe('the audit log', () => {
    it('filters by person, action and dates, and pages', async () => {
      const created = ok(await asAdmin('POST', '/api/admin/posts', post({ slug: 'audited-by-filter' })), 201);
      ok(
        await asAdmin('PUT', `/api/admin/posts/${created.id}`, {
          ...post({ slug: 'audited-by-filter', title: 'Audited Twice' }),
          version: (created as { version: number }).version,
        }),
      );
      const today = new Date().toISOString().slice(0, 10);
      const entries = z
        .array(AuditEntrySchema)
        .parse(
          ok(
            await asAdmin(
              'GET',
              `/api/admin/audit?actor=${encodeURIComponent(ADMIN.toUpperCase())}&action=update&from=${today}&to=${today}`,
            ),
          ),
        );
      expect(entries.map((entry) => entry.entityId)).toContain(created.id);
      expect(entries.every((entry) => entry.action === 'update' && entry.actor.email === ADMIN)).toBe(true);
      const [latest] = entries;
      expect(latest).toMatchObject({ before: { title: 'Slow Mornings' }, after: { title: 'Audited Twice' } });
      const second = ok(await asAdmin('GET', `/api/admin/audit?actor=${encodeURIComponent(ADMIN)}&limit=1&offset=1`));
      expect(second).toHaveLength(1);
      expect((await asAdmin('GET', `/api/admin/audit?actor=${encodeURIComponent(ADMIN)}&to=2000-01-01`)).body.data).toEqual([]);
      const bad = await asAdmin('GET', '/api/admin/audit?from=2025-02-01&to=2025-01-01&action=erase');
      expect(bad.status).toBe(400);
      expect(bad.body.issues.map((issue: { path: string[] }) => issue.path[0]).sort()).toEqual(['action']);
    });
  });

  describe('preview links', () => {
    let draftId = '';
    let link = { id: '', token: '', path: '', expiresAt: '' };

    beforeAll(async () => {
      draftId = ok(
        await asAdmin('POST', '/api/admin/posts', post({ slug: 'draft-to-preview', title: 'A Draft To Preview', status: 'draft' })),
        201,
      ).id;
      link = PreviewLinkSchema.parse(ok(await asAdmin('POST', `/api/admin/posts/${draftId}/preview`)));
    });

    it('renders the draft on the real site with a Preview banner, noindex, private no-store', async () => {
      expect((await page('/blog/draft-to-preview')).status).toBe(404);
      const preview = await page(link.path);
      expect(preview.status).toBe(200);
      expect(preview.headers.get('cache-control')).toBe('private, no-store');
      expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(preview.document.querySelector('main h1')?.textContent).toBe('A Draft To Preview');
      expect(preview.document.querySelector('aside[aria-label="Preview"]')?.textContent).toContain('This draft is not published');
      expect(preview.document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
      expect(preview.document.querySelector('script[type="application/ld+json"]')).toBeNull();
      expect(preview.document.querySelector('footer.site-footer')).toBeTruthy();

      const api = await call(`${url}/api/preview/${link.token}`);
      expect(api.status).toBe(200);
      // No cache keeps the API's answer either (a public route that is never stored).
      expect(api.headers.get('cache-control')).toBe('no-store');
      expect(api.body.data).toMatchObject({ state: 'draft', post: { id: draftId } });
    });

    it('is never kept: each request renders the post as it is now', async () => {
      // Straight in SQL: no change event, so a kept page would still show the old title.
      await db.query(`UPDATE content.posts SET title = 'Retitled Quietly' WHERE id = $1`, [draftId]);
      expect((await page(link.path)).document.querySelector('main h1')?.textContent).toBe('Retitled Quietly');
      await db.query(`UPDATE content.posts SET title = 'A Draft To Preview' WHERE id = $1`, [draftId]);
    });

    it('never shows the draft in the public list, the sitemap or the feed', async () => {
      await page(link.path);
      expect(await publicSlugs()).not.toContain('draft-to-preview');
      expect(await sitemap()).not.toContain('draft-to-preview');
      expect(await sitemap()).not.toContain('/preview/');
      expect(await feed()).not.toContain('A Draft To Preview');
    });

    it('is a page whatever its signature looks like, also one that ends like a file extension (".abc123")', async () => {
      // About one signature in four has no '-' or '_', so the token's tail reads like an extension.
      let token = '';
      for (let hours = 1; !/\.[a-z0-9]+$/i.test(token); hours += 1) token = signPreview(link.id, new Date(Date.now() + hours * 3_600_000));
      const preview = await page(`/preview/${token}`);
      expect(preview.status).toBe(200);
      expect(preview.document.querySelector('main h1')?.textContent).toBe('A Draft To Preview');
    });

    it('gives an expired link and a forged one a clear 4xx page, never a 500', async () => {
      const expired = await page(`/preview/${signPreview(link.id, new Date(Date.now() - 1_000))}`);
      expect(expired.status).toBe(404);
      expect(expired.headers.get('cache-control')).toBe('private, no-store');
      expect(expired.document.querySelector('main h1')?.textContent).toBe('This preview link has expired');
      expect((await call(`${url}/api/preview/${signPreview(link.id, new Date(Date.now() - 1_000))}`)).status).toBe(403);

      const forged = await page(`/preview/${signPreview(link.id, new Date(Date.now() + 3_600_000), 'x'.repeat(40))}`);
      expect(forged.status).toBe(404);
      expect(forged.document.querySelector('main h1')?.textContent).toBe('This preview link is not valid');
      const junk = await page('/preview/not-a-token');
      expect(junk.status).toBe(404);
      expect(junk.document.querySelector('main h1')?.textContent).toBe('This preview link is not valid');
    });

    it('lists the live links of a post and revokes one: its page and API answer as a link that is not valid, the other still opens', async () => {
      const make = async () => PreviewLinkSchema.parse(ok(await asAdmin('POST', `/api/admin/posts/${draftId}/preview`)));
      const links = async () =>
        z.array(PreviewLinkSummarySchema).parse(ok(await asAdmin('GET', `/api/admin/posts/${draftId}/preview-links`)));
      const [first, second] = [await make(), await make()];
      const live = await links();
      expect(live.map((each) => each.id)).toEqual(expect.arrayContaining([first.id, second.id]));
      expect(live.find((each) => each.id === first.id)).toMatchObject({ createdBy: { email: ADMIN }, revokedAt: null });
      expect(JSON.stringify(live)).not.toContain(first.token);

      const revoked = PreviewLinkSummarySchema.parse(
        ok(await asAdmin('POST', `/api/admin/posts/${draftId}/preview-links/${first.id}/revoke`)),
      );
      expect(revoked.revokedAt).not.toBeNull();
      const gone = await page(first.path);
      expect(gone.status).toBe(404);
      expect(gone.document.querySelector('main h1')?.textContent).toBe('This preview link is not valid');
      expect((await call(`${url}/api/preview/${first.token}`)).body).toMatchObject({ success: false, code: 'COMMON.NOT_FOUND' });
      const still = await page(second.path);
      expect(still.status).toBe(200);
      expect(still.document.querySelector('main h1')?.textContent).toBe('A Draft To Preview');
      expect((await links()).map((each) => each.id)).not.toContain(first.id);
      expect((await links()).map((each) => each.id)).toContain(second.id);

      const again = await asAdmin('POST', `/api/admin/posts/${draftId}/preview-links/${first.id}/revoke`);
      expect(again.status).toBe(409);
      const audit = z.array(AuditEntrySchema).parse(ok(await asAdmin('GET', `/api/admin/audit?kind=preview&entityId=${first.id}`)));
      expect(audit.map((entry) => [entry.action, entry.actor.email])).toEqual([
        ['revoke', ADMIN],
        ['create', ADMIN],
      ]);
      expect((await asAdmin('POST', `/api/admin/posts/${draftId}/preview-links/not-a-uuid/revoke`)).status).toBe(400);
    });
  });
});
