import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminContactMessageSchema, ContactMessagePageSchema, type ContactMessagePage } from '@livefully/contracts';
import { mintIdToken } from '../../services/identity/src/testing/auth-emulator.js';
import { startAdminCluster } from './admin-cluster.js';
import { call as httpCall } from './http-call.js';

/**
 * Fixed ports 21800–21849 (see vitest.integration.config.ts), ten per transport: base postgres,
 * +1 redis, +2 content (not started), +3 gateway, +4 identity, +5 engage, +6 the Auth Emulator.
 */
const transports = [
  { transport: 'tcp', basePort: 21_800 },
  { transport: 'redis', basePort: 21_810 },
] as const;

const ADMIN = 'ada.admin@example.com';
const READER = 'rita.reader@example.com';

describe.each(transports)(
  'the admin inbox and subscriber API over $transport: PostgreSQL, Auth Emulator, identity, engage and gateway',
  ({ transport, basePort }) => {
    const stops: (() => Promise<unknown>)[] = [];
    let url = '';
    let adminToken = '';
    let readerToken = '';

    const call = (method: string, path: string, options: { token?: string; body?: unknown } = {}) =>
      httpCall(url + path, { method, ...options });
    const asAdmin = (method: string, path: string, body?: unknown) => call(method, path, { token: adminToken, body });

    beforeAll(async () => {
      const cluster = await startAdminCluster({
        name: `engage-admin-api-${transport}`,
        transport,
        basePort,
        adminEmail: ADMIN,
        services: [{ name: 'engage', port: basePort + 5 }],
        gatewayEnv: {
          CONTENT_SERVICE_PORT: String(basePort + 2),
          SEARCH_SERVICE_PORT: String(basePort + 2),
          ENGAGE_SERVICE_PORT: String(basePort + 5),
          RATE_LIMIT_CONTACT: '100/1m',
          RATE_LIMIT_EMAIL_SUBSCRIPTIONS: '100/1m',
          RATE_LIMIT_APP_SUBSCRIPTIONS: '100/1m',
        },
      });
      stops.push(cluster.stop);
      url = cluster.url;
      const emulator = { host: cluster.emulatorHost };
      [adminToken, readerToken] = await Promise.all([
        mintIdToken(emulator.host, { email: ADMIN, name: 'Ada Admin' }),
        mintIdToken(emulator.host, { email: READER, name: 'Rita Reader' }),
      ]);

      // What visitors send, through the public routes.
      for (const [n, subject] of [
        [1, 'Partnership'],
        [2, '=HYPERLINK("http://evil.example")'],
        [3, 'Feedback, with "quotes"'],
      ] as const) {
        const sent = await call('POST', '/api/contact', {
          body: { name: `Visitor ${n}`, email: `visitor${n}@example.com`, subject, message: `Message ${n}\nsecond line` },
        });
        expect(sent.status).toBe(201);
      }
      for (const email of ['news1@example.com', '-trouble@example.com', 'news3@example.com']) {
        expect((await call('POST', '/api/email-subscriptions', { body: { email } })).status).toBe(201);
      }
      for (const [appName, email] of [
        ['what-i-like', 'like1@example.com'],
        ['stadium-tracker', 'fan@example.com'],
        ['what-i-like', '+like2@example.com'],
      ] as const) {
        expect((await call('POST', '/api/app-subscriptions', { body: { appName, appTitle: 'ignored', email } })).status).toBe(201);
      }
      // The lists hold confirmed addresses only: as if each had followed the link in its confirmation mail.
      const db = new pg.Client({ connectionString: cluster.databaseUrl });
      await db.connect();
      await db.query(`UPDATE engage.list_entries SET status = 'confirmed', confirmed_at = now()`);
      await db.end();
    });

    afterAll(async () => {
      for (const stop of stops) await stop().catch(() => {});
    });

    const id = randomUUID();
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/api/admin/contact-messages'],
      ['PUT', `/api/admin/contact-messages/${id}/handled`, { handled: true }],
      ['GET', '/api/admin/subscribers/newsletter'],
      ['GET', '/api/admin/subscribers/newsletter.csv'],
      ['GET', '/api/admin/subscribers/apps'],
      ['GET', '/api/admin/subscribers/apps.csv?app=what-i-like'],
      ['GET', '/api/admin/engage/counts'],
    ];

    describe('AdminGuard', () => {
      it.each(endpoints)('%s %s answers 401 without a token and for a bad one', async (method, path, body) => {
        const none = await call(method, path, { body });
        expect(none.status).toBe(401);
        expect(none.body).toMatchObject({ success: false, code: 'IDENTITY.TOKEN_MISSING' });
        expect((await call(method, path, { body, token: 'not-a-token' })).status).toBe(401);
      });

      it.each(endpoints)('%s %s answers 403 to a signed-in reader', async (method, path, body) => {
        const forbidden = await call(method, path, { body, token: readerToken });
        expect(forbidden.status).toBe(403);
        expect(forbidden.body).toMatchObject({ success: false, code: 'IDENTITY.NOT_ADMIN' });
      });

      it('lets no reader mark a message handled', async () => {
        const [message] = (await asAdmin('GET', '/api/admin/contact-messages')).body.data.items;
        expect(
          (await call('PUT', `/api/admin/contact-messages/${message.id}/handled`, { token: readerToken, body: { handled: true } })).status,
        ).toBe(403);
        expect((await asAdmin('GET', '/api/admin/contact-messages?status=handled')).body.data.items).toEqual([]);
      });
    });

    describe('the inbox', () => {
      it('lists messages newest first, never cached, and pages by cursor', async () => {
        const all = await asAdmin('GET', '/api/admin/contact-messages');
        expect(all.status).toBe(200);
        expect(all.headers.get('cache-control')).toBe('private, no-store');
        const page: ContactMessagePage = ContactMessagePageSchema.parse(all.body.data);
        expect(page.items.map((m) => m.name)).toEqual(['Visitor 3', 'Visitor 2', 'Visitor 1']);
        expect(page.items[0]).toMatchObject({ email: 'visitor3@example.com', message: 'Message 3\nsecond line', handledAt: null });

        const first = (await asAdmin('GET', '/api/admin/contact-messages?limit=2')).body.data as ContactMessagePage;
        expect(first.items.map((m) => m.name)).toEqual(['Visitor 3', 'Visitor 2']);
        const second = (await asAdmin('GET', `/api/admin/contact-messages?limit=2&cursor=${first.nextCursor}`)).body
          .data as ContactMessagePage;
        expect(second).toMatchObject({ items: [{ name: 'Visitor 1' }], nextCursor: null });
        // An empty filter reads as "all", as a form with an unset filter sends it.
        expect((await asAdmin('GET', '/api/admin/contact-messages?status=&limit=&cursor=')).body.data.items).toHaveLength(3);
      });

      it('marks a message handled (who and when), repeats idempotently, filters, and reopens', async () => {
        const [newest] = (await asAdmin('GET', '/api/admin/contact-messages')).body.data.items;
        const marked = await asAdmin('PUT', `/api/admin/contact-messages/${newest.id}/handled`, { handled: true });
        expect(marked.status).toBe(200);
        const handled = AdminContactMessageSchema.parse(marked.body.data);
        expect(handled).toMatchObject({ id: newest.id, handledBy: ADMIN });
        expect(Date.now() - Date.parse(handled.handledAt!)).toBeLessThan(60_000);
        const again = await asAdmin('PUT', `/api/admin/contact-messages/${newest.id}/handled`, { handled: true });
        expect(again.body.data).toEqual(handled);

        const names = async (status: string) =>
          ((await asAdmin('GET', `/api/admin/contact-messages?status=${status}`)).body.data as ContactMessagePage).items.map((m) => m.name);
        expect(await names('handled')).toEqual(['Visitor 3']);
        expect(await names('open')).toEqual(['Visitor 2', 'Visitor 1']);
        expect((await asAdmin('GET', '/api/admin/engage/counts')).body.data.openMessages).toBe(2);

        const reopened = await asAdmin('PUT', `/api/admin/contact-messages/${newest.id}/handled`, { handled: false });
        expect(reopened.body.data).toMatchObject({ id: newest.id, handledAt: null, handledBy: null });
        expect(await names('open')).toEqual(['Visitor 3', 'Visitor 2', 'Visitor 1']);
      });

      it.each([
        ['GET', '/api/admin/contact-messages?status=archived', undefined],
        ['GET', '/api/admin/contact-messages?limit=201', undefined],
        ['GET', '/api/admin/contact-messages?limit=abc', undefined],
        ['GET', '/api/admin/contact-messages?cursor=forged', undefined],
        ['PUT', '/api/admin/contact-messages/not-a-uuid/handled', { handled: true }],
        ['PUT', `/api/admin/contact-messages/${id}/handled`, { handled: 'yes' }],
        ['PUT', `/api/admin/contact-messages/${id}/handled`, {}],
        ['GET', '/api/admin/subscribers/apps?app=chess-clock', undefined],
        ['GET', '/api/admin/subscribers/apps.csv?app=chess-clock', undefined],
      ])('%s %s answers 400', async (method, path, body) => {
        const bad = await asAdmin(method, path, body);
        expect(bad.status).toBe(400);
        expect(bad.body).toMatchObject({ success: false, code: 'COMMON.VALIDATION' });
        // A CSV route's refusal is the JSON envelope too, never labelled as a download.
        expect(bad.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(bad.headers.get('content-disposition')).toBeNull();
      });

      it('answers 404 for a message that does not exist', async () => {
        const missing = await asAdmin('PUT', `/api/admin/contact-messages/${randomUUID()}/handled`, { handled: true });
        expect(missing.status).toBe(404);
      });
    });

    describe('subscriber lists and counts', () => {
      it('lists newsletter and app subscribers newest first, per app on request', async () => {
        const newsletter = await asAdmin('GET', '/api/admin/subscribers/newsletter');
        expect(newsletter.body.data.map((s: { email: string }) => s.email)).toEqual([
          'news3@example.com',
          '-trouble@example.com',
          'news1@example.com',
        ]);
        const apps = await asAdmin('GET', '/api/admin/subscribers/apps');
        expect(apps.body.data.map((s: { appName: string; email: string }) => `${s.appName} ${s.email}`)).toEqual([
          'what-i-like +like2@example.com',
          'stadium-tracker fan@example.com',
          'what-i-like like1@example.com',
        ]);
        const liked = await asAdmin('GET', '/api/admin/subscribers/apps?app=what-i-like');
        expect(liked.body.data).toHaveLength(2);
        expect(liked.body.data[0]).toMatchObject({ appName: 'what-i-like', appTitle: 'What I Like', email: '+like2@example.com' });
        expect((await asAdmin('GET', '/api/admin/subscribers/apps?app=')).body.data).toHaveLength(3);
      });

      it('counts open messages and subscribers per list', async () => {
        const counts = await asAdmin('GET', '/api/admin/engage/counts');
        expect(counts.body).toEqual({
          success: true,
          data: {
            openMessages: 3,
            newsletterSubscribers: 3,
            appSubscribers: { 'dining-alphabet': 0, 'what-i-like': 2, 'stadium-tracker': 1 },
          },
        });
      });
    });

    describe('CSV exports', () => {
      const today = () => new Date().toISOString().slice(0, 10);

      it('exports the newsletter as an attachment with a header row and defused formulas', async () => {
        const csv = await asAdmin('GET', '/api/admin/subscribers/newsletter.csv');
        expect(csv.status).toBe(200);
        expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="newsletter-subscribers-${today()}.csv"`);
        expect(csv.headers.get('cache-control')).toBe('private, no-store');
        const lines = csv.text.split('\r\n');
        expect(lines[0]).toBe('email,subscribed_at');
        expect(lines.slice(1, 4).map((line) => line.split(',')[0])).toEqual([
          'news3@example.com',
          "'-trouble@example.com",
          'news1@example.com',
        ]);
        expect(lines[1]).toMatch(/^news3@example\.com,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        expect(lines.at(-1)).toBe('');
      });

      it('exports one app’s subscribers, or every app’s, named after what it holds', async () => {
        const one = await asAdmin('GET', '/api/admin/subscribers/apps.csv?app=what-i-like');
        expect(one.headers.get('content-disposition')).toBe(`attachment; filename="what-i-like-subscribers-${today()}.csv"`);
        const rows = one.text.trimEnd().split('\r\n');
        expect(rows[0]).toBe('app,app_title,email,subscribed_at');
        expect(rows.slice(1).map((row) => row.split(',').slice(0, 3).join(','))).toEqual([
          "what-i-like,What I Like,'+like2@example.com",
          'what-i-like,What I Like,like1@example.com',
        ]);
        const all = await asAdmin('GET', '/api/admin/subscribers/apps.csv');
        expect(all.headers.get('content-disposition')).toBe(`attachment; filename="app-subscribers-${today()}.csv"`);
        expect(all.text.trimEnd().split('\r\n')).toHaveLength(4);
      });
    });
  },
);
