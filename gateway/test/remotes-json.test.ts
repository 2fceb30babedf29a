import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANARY_BUCKET_COOKIE } from '@livefully/contracts';
import { startProcess, stopProcess } from '../../deploy/embedded/processes.mjs';
import { REPO_ROOT } from '../../deploy/embedded/stack.mjs';
import { TEST_RENDERER_SECRET } from './admin-cluster.js';
import { call } from './http-call.js';

/**
 * `/remotes.json` in full mode (SERVE_WEB=false), where the web tier sends it to the gateway: a
 * reader gets their own variant of it (docs/releasing.md, "Canary"), the renderer the whole list.
 * The gateway alone, a real process: this answer needs no service. Fixed port 24630.
 */
const GATEWAY = 'http://127.0.0.1:24630';
const CANARY = 'https://canary.cdn.example/mf-content/2.0.0/mf-manifest.json';
let gateway: Awaited<ReturnType<typeof startProcess>>;

beforeAll(async () => {
  gateway = await startProcess({
    name: 'gateway',
    script: join(REPO_ROOT, 'gateway/dist/main.js'),
    env: {
      PORT: '24630',
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      RENDERER_URL: 'http://127.0.0.1:24631',
      RENDERER_SECRET: TEST_RENDERER_SECRET,
      REMOTE_CANARIES: `mf_content=${CANARY}@50`,
    },
    ready: /gateway listening on/,
    logDir: join(REPO_ROOT, '.data', 'test', 'remotes-json', 'logs'),
    cwd: REPO_ROOT,
  });
}, 60_000);

afterAll(async () => {
  if (gateway) await stopProcess(gateway);
});

const contentEntry = (body: { remotes: { name: string; entry: string }[] }) =>
  body.remotes.find(({ name }) => name === 'mf_content')?.entry;

describe('/remotes.json in full mode', () => {
  it("answers each reader with their bucket's variant, kept by no shared cache", async () => {
    const inShare = await call(`${GATEWAY}/remotes.json`, { headers: { cookie: `${CANARY_BUCKET_COOKIE}=3` } });
    expect(inShare.status).toBe(200);
    expect(contentEntry(inShare.body)).toBe(CANARY);
    expect(inShare.headers.get('cache-control')).toBe('private, no-cache');
    const outside = await call(`${GATEWAY}/remotes.json`, { headers: { cookie: `${CANARY_BUCKET_COOKIE}=70` } });
    expect(contentEntry(outside.body)).toBe('/remotes/mf-content/mf-manifest.json');
    expect(outside.body).not.toHaveProperty('canaries');
  });

  it('gives the renderer, by its credential, the whole list with the canaries', async () => {
    const answer = await call(`${GATEWAY}/remotes.json`, { headers: { 'x-livefully-renderer': TEST_RENDERER_SECRET } });
    expect(answer.body.canaries).toEqual({ mf_content: { entry: CANARY, share: 50 } });
    expect(contentEntry(answer.body)).toBe('/remotes/mf-content/mf-manifest.json');
    const guessed = await call(`${GATEWAY}/remotes.json`, { headers: { 'x-livefully-renderer': 'a guess' } });
    expect(guessed.body).not.toHaveProperty('canaries');
  });
});
