import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startCluster, type Cluster } from './cluster.js';

const transports = [
  { transport: 'tcp', basePort: 22_500 },
  { transport: 'redis', basePort: 22_510 },
] as const;

const FAILURES = 2;
const RESET_SECONDS = 3;
const UNAVAILABLE = { success: false, code: 'COMMON.SERVICE_UNAVAILABLE' };

/** The gateway's structured log lines so far. */
function gatewayLog(cluster: Cluster): Array<Record<string, any>> {
  return readFileSync(join(cluster.logDir, 'gateway.log'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}
const breakerLines = (cluster: Cluster, target: string, state: 'open' | 'closed') =>
  gatewayLog(cluster).filter((line) => line.target === target && String(line.msg).startsWith(`circuit ${state}`));
/** Calls that waited for the service until the RPC timeout (each logs one line). */
const timeouts = (cluster: Cluster, target: string) =>
  gatewayLog(cluster).filter((line) => line.target === target && line.msg === 'service unavailable' && line.reason === 'timeout');

async function postContact(cluster: Cluster, subject: string) {
  const response = await fetch(`${cluster.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', subject, message: 'About the breaker.' }),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

describe.each(transports)('the gateway’s circuit breakers over $transport', ({ transport, basePort }) => {
  let cluster: Cluster;
  let db: pg.Client;
  let slug: string;

  beforeAll(async () => {
    cluster = await startCluster({
      name: `circuit-breaker-${transport}`,
      transport,
      basePort,
      engage: true,
      gatewayEnv: {
        CIRCUIT_BREAKER_FAILURES: String(FAILURES),
        CIRCUIT_BREAKER_RESET_MS: String(RESET_SECONDS * 1000),
        RPC_TIMEOUT_MS: '1500',
        // Reads must reach the service (no answer from a read cache) and no limiter in the way.
        READ_CACHE: 'off',
        RATE_LIMIT_READS: 'off',
        RATE_LIMIT_CONTACT: 'off',
      },
    });
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    slug = (await cluster.get('/api/blog-posts?limit=1')).body.data.posts[0].slug;
  });
  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
  });

  it(
    'opens when the content service stops answering, refuses reads at once, and closes after a probe once it is back',
    { timeout: 60_000 },
    async () => {
      expect((await cluster.get(`/api/blog-posts/${slug}`)).status).toBe(200);
      cluster.pauseContent();
      try {
        // The first reads wait for the RPC timeout; a third, sent while they wait, is still
        // waiting when the breaker opens.
        const first = [cluster.get(`/api/blog-posts/${slug}`), cluster.get('/api/topics')];
        await new Promise((resolve) => setTimeout(resolve, 500));
        const inFlight = cluster.get('/api/blog-posts?limit=6');
        for (const answer of await Promise.all([...first, inFlight])) {
          expect(answer.status).toBe(503);
          expect(answer.body).toMatchObject(UNAVAILABLE);
        }
        await eventually(async () => expect(breakerLines(cluster, 'content', 'open')).toHaveLength(1));

        // Open: every read is refused without asking the service, with the time to the probe.
        for (const path of [`/api/blog-posts/${slug}`, '/api/topics', '/api/blog-posts?limit=6', '/api/guides']) {
          const refused = await cluster.get(path);
          expect(refused.status).toBe(503);
          expect(refused.body).toMatchObject(UNAVAILABLE);
          expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
          expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(RESET_SECONDS);
        }

        // Health still says what the service answers, not what the breaker saw.
        const health = await cluster.get('/api/health');
        expect(health.body.data.services.find((s: { service: string }) => s.service === 'content')).toMatchObject({ status: 'down' });
      } finally {
        cluster.resumeContent();
      }

      const back = await eventually(async () => {
        const answer = await cluster.get(`/api/blog-posts/${slug}`);
        expect(answer.status).toBe(200);
        return answer;
      }, 20_000);
      expect(back.body.data.slug).toBe(slug);
      await eventually(async () => expect(breakerLines(cluster, 'content', 'closed')).toHaveLength(1));
      // (every earlier line is in the log once this one is) Only the two reads that opened the
      // breaker waited out the timeout: not the one in flight when it opened, none it refused.
      expect(timeouts(cluster, 'content')).toHaveLength(FAILURES);
      expect(breakerLines(cluster, 'content', 'open')).toHaveLength(1);
      expect((await cluster.get('/api/topics')).status).toBe(200);
    },
  );

  it('refuses writes with 503 while the engage service’s breaker is open, without sending them', { timeout: 60_000 }, async () => {
    const refusedSubject = `Refused ${transport} ${randomUUID()}`;
    cluster.pauseEngage();
    try {
      for (let i = 0; i < FAILURES; i++) expect((await postContact(cluster, `Timed out ${transport} ${i}`)).status).toBe(503);
      await eventually(async () => expect(breakerLines(cluster, 'engage', 'open')).toHaveLength(1));
      const refused = await postContact(cluster, refusedSubject);
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject(UNAVAILABLE);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(RESET_SECONDS);
      // The content service's breaker is its own: reads still work.
      expect((await cluster.get('/api/topics')).status).toBe(200);
    } finally {
      cluster.resumeEngage();
    }

    const stored = await eventually(async () => {
      const answer = await postContact(cluster, `After ${transport}`);
      expect(answer.status).toBe(201);
      return answer;
    }, 20_000);
    expect(stored.body.success).toBe(true);
    await eventually(async () => expect(breakerLines(cluster, 'engage', 'closed')).toHaveLength(1));
    // The refused write never reached the service (the timed-out ones may have, late: that is
    // what Idempotency-Key retries are for).
    const rows = await db.query('SELECT id FROM engage.contact_messages WHERE subject = $1', [refusedSubject]);
    expect(rows.rows).toEqual([]);
  });
});
