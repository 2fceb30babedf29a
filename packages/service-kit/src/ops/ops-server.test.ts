import { Counter, Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { startOpsServer, type OpsServer, type Readiness } from './ops-server.js';

const RELEASE = { name: '@livefully/content-service', version: '1.4.2' };
let server: OpsServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(ready: () => Promise<Readiness>, readyTimeoutMs?: number) {
  const registry = new Registry();
  new Counter({ name: 'livefully_test_total', help: 'a test counter', registers: [registry] }).inc(3);
  server = await startOpsServer({
    host: '127.0.0.1',
    port: 0,
    registry,
    release: RELEASE,
    ready,
    ...(readyTimeoutMs ? { readyTimeoutMs } : {}),
  });
  const get = async (path: string, method = 'GET') => {
    const answer = await fetch(server!.url + path, { method });
    return { status: answer.status, type: answer.headers.get('content-type'), text: await answer.text() };
  };
  return { get };
}

describe('the ops listener', () => {
  it('serves the registry in Prometheus text format, with whether the process is ready', async () => {
    const { get } = await start(async () => ({ ready: true, report: {} }));
    const metrics = await get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.text).toContain('livefully_test_total 3');
    expect(metrics.text).toContain('livefully_ready 1');
  });

  it('answers live without asking anyone, and ready with the report, both naming the app and its version', async () => {
    let ready = true;
    const { get } = await start(async () => ({ ready, report: { database: ready ? 'up' : 'down' } }));
    expect(await get('/health/live')).toMatchObject({ status: 200 });
    expect(JSON.parse((await get('/health/live')).text)).toEqual({ status: 'live', ...RELEASE });
    expect(JSON.parse((await get('/health/ready')).text)).toEqual({ status: 'ready', ...RELEASE, database: 'up' });
    ready = false;
    const notReady = await get('/health/ready');
    expect(notReady.status).toBe(503);
    expect(JSON.parse(notReady.text)).toEqual({ status: 'not ready', ...RELEASE, database: 'down' });
    expect((await get('/metrics')).text).toContain('livefully_ready 0');
    expect((await get('/health/live')).status).toBe(200);
  });

  it('counts a readiness check that fails or hangs as not ready', async () => {
    const failing = await start(async () => {
      throw new Error('connection refused');
    });
    const failed = await failing.get('/health/ready');
    expect(failed.status).toBe(503);
    expect(JSON.parse(failed.text)).toEqual({ status: 'not ready', ...RELEASE, reason: 'connection refused' });
    await server?.close();
    const hanging = await start(() => new Promise<Readiness>(() => {}), 50);
    const answer = await hanging.get('/health/ready');
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.text)).toEqual({ status: 'not ready', ...RELEASE, reason: 'the readiness check took longer than 50 ms' });
  });

  it('answers 404 for any other path and 405 for any other method', async () => {
    const { get } = await start(async () => ({ ready: true, report: {} }));
    expect((await get('/')).status).toBe(404);
    expect((await get('/api/health')).status).toBe(404);
    expect((await get('/metrics', 'POST')).status).toBe(405);
    expect(await get('/metrics', 'HEAD')).toMatchObject({ status: 200, text: '' });
  });
});
