import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JSDOM, VirtualConsole } from 'jsdom';
import { renderedSiteEnv, startTestRenderer } from './admin-cluster.js';
import { startCluster } from './cluster.js';
import { call } from './http-call.js';

/**
 * A service replica or the gateway stopped (SIGTERM, as Kubernetes stops a pod in a rolling
 * deploy) while it handles a message or a request finishes it before it closes: the caller gets
 * its answer, not a dropped connection. The message is held under way by a lock on the table it reads, taken in
 * the test's own transaction. PostgreSQL, the content service and the gateway, each a real
 * process. Fixed ports 24700-24729: TCP from 24700, Redis from 24710, the renderer's cluster
 * from 24720 (see cluster.ts; its renderer on 24727). The renderer's case needs the web build.
 */
/**
 * Starts `read` with a lock held on the content table it reads, and answers once the content
 * service's query waits on that lock: the read is under way in every process on its path until
 * `release`.
 */
async function holdRead<T>(db: pg.Client, table: 'topics' | 'categories' | 'posts', read: () => Promise<T>) {
  await db.query('BEGIN');
  await db.query(`LOCK TABLE content.${table} IN ACCESS EXCLUSIVE MODE`);
  const answer = read();
  await vi.waitFor(
    async () => {
      const { rows } = await db.query<{ waiting: number }>(
        "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
      );
      expect(rows[0]?.waiting).toBeGreaterThan(0);
    },
    { timeout: 15_000 },
  );
  return { answer, release: () => db.query('COMMIT') };
}

describe.each([
  ['tcp', 24_700],
  ['redis', 24_710],
] as const)('a service stopped with a message under way, over %s', (transport, basePort) => {
  let cluster: Awaited<ReturnType<typeof startCluster>>;
  let db: pg.Client;

  beforeAll(async () => {
    // The held message may wait longer than the gateway's usual 2 s for a service on a busy machine.
    cluster = await startCluster({ name: `service-drain-${transport}`, transport, basePort, gatewayEnv: { RPC_TIMEOUT_MS: '30000' } });
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end().catch(() => {});
    await cluster?.stop();
  });

  it.each([
    { part: 'content', table: 'topics', path: '/api/topics', what: 'message' },
    { part: 'gateway', table: 'categories', path: '/api/categories', what: 'request' },
  ] as const)(
    '$part, stopped with a $what under way, answers it, then exits',
    async ({ part, table, path, what }) => {
      // The content service was stopped by the case before the gateway's.
      if (part === 'gateway') await cluster.startContent();
      const { answer, release } = await holdRead(db, table, () => cluster.get(path));
      const stopped = part === 'content' ? cluster.stopContent() : cluster.stopGateway();
      const log = join(cluster.logDir, `${part}.log`);
      await vi.waitFor(() => expect(readFileSync(log, 'utf8')).toMatch(`SIGTERM: finishing 1 ${what} under way`), { timeout: 15_000 });
      await release();
      const { status, body } = await answer;
      expect(status).toBe(200);
      expect(body.data.length).toBeGreaterThan(0);
      await stopped;
      expect(readFileSync(log, 'utf8')).toMatch(`finished the ${what}s under way`);
    },
    60_000,
  );
});

describe('the renderer stopped with a render under way', () => {
  const basePort = 24_720;
  const rendererPort = basePort + 7;
  const origin = 'https://livefully.example';
  let cluster: Awaited<ReturnType<typeof startCluster>>;
  let renderer: Awaited<ReturnType<typeof startTestRenderer>>;
  let db: pg.Client;

  beforeAll(async () => {
    cluster = await startCluster({
      name: 'service-drain-renderer',
      transport: 'tcp',
      basePort,
      gatewayEnv: { ...renderedSiteEnv(origin, rendererPort), RPC_TIMEOUT_MS: '30000' },
    });
    renderer = await startTestRenderer({ name: 'service-drain-renderer', gatewayUrl: cluster.url, origin, port: rendererPort });
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end().catch(() => {});
    await renderer?.stop();
    await cluster?.stop();
  });

  it('finishes the page, then exits', async () => {
    const { answer: page, release } = await holdRead(db, 'posts', () =>
      call(`http://127.0.0.1:${rendererPort}/render?page=${encodeURIComponent('/blog/family-game-night')}`),
    );
    renderer.child.kill('SIGTERM');
    // Stopping, it takes no new connection, while the render under way goes on.
    await vi.waitFor(
      async () =>
        expect(
          await fetch(`http://127.0.0.1:${rendererPort}/health`).then(
            () => 'answered',
            () => 'refused',
          ),
        ).toBe('refused'),
      { timeout: 15_000 },
    );
    await release();
    const { status, text } = await page;
    expect(status).toBe(200);
    const { document } = new JSDOM(text, { virtualConsole: new VirtualConsole() }).window;
    expect(document.querySelector('main h1')?.textContent?.trim()).toBe('Bringing Back Family Game Night (Even With Teenagers)');
    await expect(renderer.exited).resolves.toBe(0);
  }, 60_000);
});
