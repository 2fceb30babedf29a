import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ContactReceiptSchema } from '@livefully/contracts';
import { eventually, startCluster, type Cluster } from './cluster.js';

const transports = [
  { transport: 'tcp', basePort: 21_300 },
  { transport: 'redis', basePort: 21_400 },
] as const;

const LIMIT = 3;
const message = { name: '  Ada Lovelace ', email: ' Ada@Example.COM ', subject: 'An article idea', message: 'Write about engines.' };

/** Each test speaks from its own address (TRUST_PROXY is on), so rate limits never leak between tests. */
let nextAddress = 1;
const newAddress = () => `198.51.100.${nextAddress++}`;

async function post(
  cluster: Cluster,
  path: string,
  body: unknown,
  { from = newAddress(), raw = false, contentType = 'application/json', headers = {} as Record<string, string> } = {},
) {
  const response = await fetch(cluster.url + path, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': from, ...headers },
    body: raw ? (body as string) : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: the assertion on it will say so
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

describe.each(transports)('gateway + engage service over $transport', ({ transport, basePort }) => {
  let cluster: Cluster;
  let db: pg.Client;
  const rows = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows;

  beforeAll(async () => {
    cluster = await startCluster({
      name: `engage-api-${transport}`,
      transport,
      basePort,
      engage: true,
      gatewayEnv: {
        TRUST_PROXY: 'true',
        RATE_LIMIT_CONTACT: `${LIMIT}/1m`,
        RATE_LIMIT_EMAIL_SUBSCRIPTIONS: `${LIMIT}/1m`,
        RATE_LIMIT_APP_SUBSCRIPTIONS: `${LIMIT}/1m`,
      },
    });
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
  });

  describe('POST /api/contact', () => {
    it('answers 201 with the stored row’s id, after storing the message trimmed with the address lower-cased', async () => {
      const { status, body } = await post(cluster, '/api/contact', message);
      expect(status).toBe(201);
      expect(body.success).toBe(true);
      const receipt = ContactReceiptSchema.parse(body.data);
      const [row] = await rows('SELECT * FROM engage.contact_messages WHERE id = $1', [receipt.id]);
      expect(row).toMatchObject({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'An article idea',
        message: 'Write about engines.',
        handled_at: null,
      });
      expect(row.request_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.created_at.toISOString()).toBe(receipt.createdAt);
    });

    it('stores the same words sent twice as two messages, each with its own request id', async () => {
      const from = newAddress();
      const first = await post(cluster, '/api/contact', { ...message, subject: 'Twice' }, { from });
      const second = await post(cluster, '/api/contact', { ...message, subject: 'Twice' }, { from });
      expect([first.status, second.status]).toEqual([201, 201]);
      const stored = await rows(`SELECT id, request_id FROM engage.contact_messages WHERE subject = 'Twice'`);
      expect(stored.map((r) => r.id).sort()).toEqual([first.body.data.id, second.body.data.id].sort());
      expect(new Set(stored.map((r) => r.request_id)).size).toBe(2);
    });

    it('answers 400 with the form’s messages field by field, and stores nothing', async () => {
      const before = await rows('SELECT count(*)::int AS n FROM engage.contact_messages');
      const { status, body } = await post(cluster, '/api/contact', {
        name: 'n'.repeat(101),
        email: 'not-an-address',
        subject: 's'.repeat(201),
        message: 'm'.repeat(2001),
      });
      expect(status).toBe(400);
      expect(body).toEqual({
        success: false,
        code: 'COMMON.VALIDATION',
        message: 'Invalid contact message',
        issues: [
          { path: ['name'], message: 'Name must be less than 100 characters' },
          { path: ['email'], message: 'Please enter a valid email address' },
          { path: ['subject'], message: 'Subject must be less than 200 characters' },
          { path: ['message'], message: 'Message must be less than 2000 characters' },
        ],
      });
      expect(await rows('SELECT count(*)::int AS n FROM engage.contact_messages')).toEqual(before);
    });

    it('names every required field for an empty form and an empty object', async () => {
      const required = ['Name is required', 'Email is required', 'Subject is required', 'Message is required'];
      for (const body of [{ name: ' ', email: '', subject: '\n', message: '' }, {}]) {
        const answer = await post(cluster, '/api/contact', body);
        expect(answer.status).toBe(400);
        expect(answer.body.issues.map((issue: { message: string }) => issue.message)).toEqual(required);
      }
    });

    it('answers 415 in the envelope for a body that is not JSON, and stores nothing', async () => {
      for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
        const answer = await post(cluster, '/api/contact', 'name=Ada&subject=Not%20JSON', { raw: true, contentType });
        expect(answer.status).toBe(415);
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
        expect(answer.body).toEqual({
          success: false,
          code: 'COMMON.UNSUPPORTED_MEDIA_TYPE',
          message: 'Send the request body as application/json',
        });
      }
      expect(await rows(`SELECT id FROM engage.contact_messages WHERE subject = 'Not JSON'`)).toEqual([]);
    });

    it('answers 400 naming each field that holds a character PostgreSQL cannot store, stores nothing and logs no value', async () => {
      const marker = `nul-marker-${transport}`;
      const answer = await post(cluster, '/api/contact', {
        name: `${marker}\u0000`,
        email: 'nul@example.com',
        subject: `${marker}`,
        message: `a\ud800${marker}`,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.issues).toEqual([
        { path: ['name'], message: 'Name contains a character that is not allowed' },
        { path: ['message'], message: 'Message contains a character that is not allowed' },
      ]);
      expect(await rows(`SELECT id FROM engage.contact_messages WHERE email = 'nul@example.com'`)).toEqual([]);
      // A value typed into a path is a caller's value too: the request line names the route.
      expect((await cluster.get(`/api/blog-posts/${marker}-slug`)).status).toBe(404);
      const gatewayLog = await eventually(async () => {
        const text = readFileSync(join(cluster.logDir, 'gateway.log'), 'utf8');
        expect(text).toContain('"route":"/api/blog-posts/:slug"');
        return text;
      });
      expect(gatewayLog).not.toContain(marker);
      expect(readFileSync(join(cluster.logDir, 'engage.log'), 'utf8')).not.toContain(marker);
    });

    it('stores a submission retried with its Idempotency-Key once, answering the first answer again', async () => {
      const headers = { 'idempotency-key': randomUUID() };
      const subject = `Idempotent ${transport}`;
      const first = await post(cluster, '/api/contact', { ...message, subject }, { headers });
      const again = await post(cluster, '/api/contact', { ...message, subject }, { headers });
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body).toEqual(first.body);
      expect(await rows('SELECT id FROM engage.contact_messages WHERE subject = $1', [subject])).toHaveLength(1);
      const reused = await post(cluster, '/api/contact', { ...message, subject: 'Another message' }, { headers });
      expect(reused.status).toBe(422);
      expect(reused.body.code).toBe('COMMON.IDEMPOTENCY_KEY_REUSED');
      const malformed = await post(cluster, '/api/contact', message, { headers: { 'idempotency-key': 'no spaces allowed' } });
      expect(malformed.status).toBe(400);
      expect(malformed.body.issues[0].path).toEqual(['Idempotency-Key']);
    });

    it(
      'a retry with the same key after a 503 stores the message once, however late the first attempt landed',
      { timeout: 30_000 },
      async () => {
        const headers = { 'idempotency-key': randomUUID() };
        const subject = `Retried after 503 ${transport}`;
        cluster.pauseEngage();
        let during;
        try {
          during = await post(cluster, '/api/contact', { ...message, subject }, { headers });
        } finally {
          cluster.resumeEngage();
        }
        expect(during.status).toBe(503);
        const retried = await eventually(async () => {
          const answer = await post(cluster, '/api/contact', { ...message, subject }, { headers });
          expect(answer.status).toBe(201);
          return answer;
        });
        const stored = await rows('SELECT id FROM engage.contact_messages WHERE subject = $1', [subject]);
        expect(stored).toEqual([{ id: retried.body.data.id }]);
      },
    );

    it('answers 400 for malformed JSON', async () => {
      const { status, body } = await post(cluster, '/api/contact', '{"name": ', { raw: true });
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, code: 'COMMON.VALIDATION', message: 'Request body is not valid JSON' });
    });

    it('answers 413 in the envelope for a body over 64 kB, and stores nothing', async () => {
      const { status, body } = await post(cluster, '/api/contact', { ...message, subject: 'Huge', message: 'x'.repeat(70_000) });
      expect(status).toBe(413);
      expect(body).toEqual({ success: false, code: 'COMMON.PAYLOAD_TOO_LARGE', message: 'Request body is too large' });
      expect(await rows(`SELECT id FROM engage.contact_messages WHERE subject = 'Huge'`)).toEqual([]);
    });
  });

  describe('POST /api/email-subscriptions', () => {
    it('answers 201 and keeps one lower-cased row however often and however cased an address subscribes', async () => {
      for (const email of ['Rita@Example.com', ' rita@example.com ', 'RITA@EXAMPLE.COM']) {
        const { status, body } = await post(cluster, '/api/email-subscriptions', { email });
        expect(status).toBe(201);
        expect(body).toEqual({ success: true, data: { email: 'rita@example.com', subscribed: true } });
      }
      expect(
        await rows(`SELECT email, status FROM engage.list_entries WHERE list = 'newsletter' AND email ILIKE 'rita@example.com'`),
      ).toEqual([{ email: 'rita@example.com', status: 'pending' }]);
    });

    it('answers 400 with the field message', async () => {
      const blank = await post(cluster, '/api/email-subscriptions', { email: '   ' });
      expect(blank.status).toBe(400);
      expect(blank.body.issues).toEqual([{ path: ['email'], message: 'Email is required' }]);
      const bad = await post(cluster, '/api/email-subscriptions', { email: 'rita' });
      expect(bad.body.issues).toEqual([{ path: ['email'], message: 'Please enter a valid email address' }]);
    });
  });

  describe('POST /api/app-subscriptions', () => {
    it('answers 201 and keeps one entry per app and address', async () => {
      const subscribe = (appName: string, email: string) =>
        post(cluster, '/api/app-subscriptions', { appName, appTitle: 'Anything', email });
      expect((await subscribe('dining-alphabet', 'Fan@Example.com')).body).toEqual({
        success: true,
        data: { appName: 'dining-alphabet', email: 'fan@example.com', subscribed: true },
      });
      expect((await subscribe('dining-alphabet', 'fan@example.com')).status).toBe(201);
      expect((await subscribe('stadium-tracker', 'fan@example.com')).status).toBe(201);
      expect(
        await rows(`SELECT list FROM engage.list_entries WHERE list <> 'newsletter' AND email = 'fan@example.com' ORDER BY list`),
      ).toEqual([{ list: 'dining-alphabet' }, { list: 'stadium-tracker' }]);
    });

    it('answers 400 for an app that does not exist', async () => {
      const { status, body } = await post(cluster, '/api/app-subscriptions', {
        appName: 'time-machine',
        appTitle: 'Time Machine',
        email: 'a@b.co',
      });
      expect(status).toBe(400);
      expect(body.issues.map((issue: { path: string[] }) => issue.path)).toEqual([['appName']]);
    });
  });

  describe('rate limits', () => {
    it.each([
      ['/api/contact', message],
      ['/api/email-subscriptions', { email: 'limit@example.com' }],
      ['/api/app-subscriptions', { appName: 'what-i-like', appTitle: 'What I Like', email: 'limit@example.com' }],
    ])(`%s lets ${LIMIT} requests from one address through, then answers 429 with Retry-After`, async (path, body) => {
      const from = newAddress();
      for (let i = 0; i < LIMIT; i += 1) {
        const allowed = await post(cluster, path, body, { from });
        expect(allowed.status).toBe(201);
        expect(allowed.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1 - i));
      }
      const refused = await post(cluster, path, body, { from });
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.body).toEqual({
        success: false,
        code: 'COMMON.RATE_LIMITED',
        message: `Too many requests. Please try again in ${retryAfter} seconds.`,
      });
      // Another address, and the same address on another route, are counted on their own.
      expect((await post(cluster, path, body)).status).toBe(201);
      const otherPath = path === '/api/contact' ? '/api/email-subscriptions' : '/api/contact';
      const otherBody = path === '/api/contact' ? { email: 'other@example.com' } : message;
      expect((await post(cluster, otherPath, otherBody, { from })).status).toBe(201);
    });

    it('counts refused and invalid requests too, so probing does not get around the limit', async () => {
      const from = newAddress();
      for (let i = 0; i < LIMIT; i += 1) expect((await post(cluster, '/api/contact', {}, { from })).status).toBe(400);
      expect((await post(cluster, '/api/contact', message, { from })).status).toBe(429);
    });
  });

  it(
    'has stored a row for every 2xx answer, also when the engage service stalls in the middle of a burst',
    { timeout: 30_000 },
    async () => {
      const requests = Array.from({ length: 30 }, (_, i) => {
        const from = `203.0.113.${i + 1}`;
        if (i % 3 === 0)
          return { kind: 'contact', go: () => post(cluster, '/api/contact', { ...message, subject: `Burst ${i}` }, { from }) };
        if (i % 3 === 1)
          return { kind: 'email', go: () => post(cluster, '/api/email-subscriptions', { email: `burst${i}@example.com` }, { from }) };
        return {
          kind: 'app',
          go: () =>
            post(
              cluster,
              '/api/app-subscriptions',
              { appName: 'what-i-like', appTitle: 'What I Like', email: `burst${i}@example.com` },
              { from },
            ),
        };
      });
      const first = await Promise.all(requests.slice(0, 15).map((r) => r.go()));
      cluster.pauseEngage();
      let stalled;
      try {
        stalled = await Promise.all(requests.slice(15, 21).map((r) => r.go()));
      } finally {
        cluster.resumeEngage();
      }
      await eventually(async () =>
        expect((await post(cluster, '/api/email-subscriptions', { email: 'after@example.com' })).status).toBe(201),
      );
      const rest = await Promise.all(requests.slice(21).map((r) => r.go()));
      const answers = [...first, ...stalled, ...rest];

      expect(stalled.every((answer) => answer.status === 503 && answer.body.code === 'COMMON.SERVICE_UNAVAILABLE')).toBe(true);
      const succeeded = answers.filter((answer) => answer.status >= 200 && answer.status < 300);
      expect(succeeded.length).toBe(24);
      for (const [index, answer] of answers.entries()) {
        if (answer.status !== 201) continue;
        const { kind } = requests[index]!;
        if (kind === 'contact') {
          expect(await rows('SELECT id FROM engage.contact_messages WHERE id = $1', [answer.body.data.id])).toHaveLength(1);
        } else if (kind === 'email') {
          expect(
            await rows(`SELECT 1 FROM engage.list_entries WHERE list = 'newsletter' AND email = $1`, [answer.body.data.email]),
          ).toHaveLength(1);
        } else {
          expect(
            await rows('SELECT 1 FROM engage.list_entries WHERE list = $1 AND email = $2', [
              answer.body.data.appName,
              answer.body.data.email,
            ]),
          ).toHaveLength(1);
        }
      }
    },
  );

  it(
    'answers 503 with Retry-After while PostgreSQL is down, says so in readiness, and stores again once it is back',
    { timeout: 60_000 },
    async () => {
      await db.end();
      await cluster.stopDatabase();
      try {
        const down = await post(cluster, '/api/contact', { ...message, subject: 'While down' });
        expect(down.status).toBe(503);
        expect(down.headers.get('retry-after')).toBe('5');
        expect(down.body).toMatchObject({ success: false, code: 'COMMON.SERVICE_UNAVAILABLE' });
        const ready = await cluster.get('/api/health/ready?services=engage');
        expect(ready.status).toBe(503);
        expect(ready.body.message).toBe('Not ready: engage (postgres down)');
        expect((await cluster.get('/api/health/live')).status).toBe(200);
      } finally {
        await cluster.startDatabase();
        db = new pg.Client({ connectionString: cluster.databaseUrl });
        await db.connect();
      }
      await eventually(async () =>
        expect((await post(cluster, '/api/contact', { ...message, subject: 'After the database came back' })).status).toBe(201),
      );
      expect((await cluster.get('/api/health/ready?services=engage')).status).toBe(200);
    },
  );

  it('reports the engage service and its database in /api/health', async () => {
    const { body } = await cluster.get('/api/health');
    expect(body.data.services.find((s: { service: string }) => s.service === 'engage')).toMatchObject({
      status: 'up',
      details: { postgres: 'up' },
    });
  });
});
