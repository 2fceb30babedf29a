// @ts-check
/**
 * The image pipeline's memory bound, through the real upload path (docs/media.md).
 *
 *   node bench/resilience/images.mjs [--parallel 6] [--goal-mib 512] [--out DIR] [--port 26100]
 *
 * Runs the worst-case corpus (worstCaseCorpus: 1×N strips and N×1 lines up to the pixel limit,
 * the longest shapes taken at the pixel limit, animations over and under the frame budget, a
 * truncated and a lying AVIF, a HEIC, the SVG filter and <use> bombs, a phone photo with GPS) as
 * POST /api/admin/media from --parallel clients at once against a running gateway, and samples
 * the gateway process's RSS (every thread, its image workers included) from /proc every 20 ms.
 * The baseline is the same process idle, measured in the same run just before. Alone, it starts
 * its own stack (startStack, ports 26100-26366, data in .data/bench-images/) and writes
 * bench/results/resilience-images-<date>.md; `probeImages` is the probe for a stack already up.
 * Needs `npm run build:server`.
 */
import { Blob } from 'node:buffer';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { bounded, commandLine, gitState, machine, round, runLog } from '../harness.mjs';

/**
 * @typedef {{ name: string, bytes: number, outcome: string, ms: number }} CorpusResult
 * @typedef {{ corpus: CorpusResult[], peakRssMiB: number, baselineRssMiB: number, goalMiB: number, met: boolean }} ImageProbe
 */

/**
 * @param {{ origin: string, adminToken: string, gatewayPid: number, parallel?: number, goalMiB?: number, log?: (line: string) => void }} options
 * @returns {Promise<ImageProbe>}
 */
export async function probeImages({ origin, adminToken, gatewayPid, parallel = 6, goalMiB = 512, log = () => {} }) {
  const { worstCaseCorpus } = await import('@livefully/service-kit/media/testing');
  const corpus = await worstCaseCorpus();
  log(`corpus: ${corpus.length} files, ${round(corpus.reduce((sum, each) => sum + each.bytes.length, 0) / 2 ** 20, 1)} MiB`);

  const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${gatewayPid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  /** @param {number} ms */
  const sample = async (ms) => {
    let peak = 0;
    for (const end = Date.now() + ms; Date.now() < end; await sleep(20)) peak = Math.max(peak, rss());
    return peak;
  };
  const baselineRssMiB = await sample(2_000);

  let peakRssMiB = baselineRssMiB;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peakRssMiB = Math.max(peakRssMiB, rss());
      await sleep(20);
    }
  })();

  /** @type {CorpusResult[]} */
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < corpus.length) {
        const { name, bytes } = /** @type {{ name: string, bytes: Buffer }} */ (corpus[next++]);
        const form = new globalThis.FormData();
        form.append('file', new Blob([new Uint8Array(bytes)]), name);
        const started = performance.now();
        let outcome;
        try {
          const response = await fetch(`${origin}/api/admin/media`, {
            method: 'POST',
            headers: { authorization: `Bearer ${adminToken}` },
            body: form,
            signal: AbortSignal.timeout(300_000),
          });
          const body = /** @type {any} */ (await response.json().catch(() => ({})));
          outcome = response.ok
            ? `${response.status} ${body.data?.width}×${body.data?.height}, ${body.data?.variants?.length} files`
            : `${response.status} ${body.message ?? ''}`;
        } catch (error) {
          outcome = `no answer: ${/** @type {Error} */ (error).message}`;
        }
        const ms = Math.round(performance.now() - started);
        results.push({ name, bytes: bytes.length, outcome, ms });
        log(`${name}: ${outcome} in ${ms} ms`);
      }
    }),
  );
  sampling = false;
  await sampler;
  peakRssMiB = Math.max(peakRssMiB, rss());
  const order = corpus.map((each) => each.name);
  results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  return {
    corpus: results,
    peakRssMiB: round(peakRssMiB, 1),
    baselineRssMiB: round(baselineRssMiB, 1),
    goalMiB,
    met: peakRssMiB < goalMiB,
  };
}

/** @param {ImageProbe} probe @param {string} command @param {number} parallel */
export function imageProbeMarkdown(probe, command, parallel) {
  const m = machine();
  const git = gitState();
  return [
    `# Image uploads: memory of the gateway under the worst-case corpus, ${new Date().toISOString().slice(0, 10)}`,
    '',
    'Made by (after `npm run build:server`):',
    '',
    '```',
    command,
    '```',
    '',
    `Machine: ${m.cpus} cores (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}; code: git ${git.commit}${git.dirty ? ' with uncommitted changes' : ''}. ` +
      `The corpus went through POST /api/admin/media of a running gateway (startStack, default MEDIA_WORKERS and MEDIA_QUEUE), ${parallel} uploads at a time; ` +
      'RSS is the gateway process (all its threads) read from /proc every 20 ms; the baseline is the same process idle just before.',
    '',
    `| goal | baseline RSS | peak RSS | met |`,
    '|---|---|---|---|',
    `| peak < ${probe.goalMiB} MiB | ${probe.baselineRssMiB} MiB | ${probe.peakRssMiB} MiB | ${probe.met ? '✓' : '✗'} |`,
    '',
    '| file | bytes | outcome | ms |',
    '|---|---:|---|---:|',
    ...probe.corpus.map(
      (each) => `| ${each.name} | ${each.bytes.toLocaleString('en-US')} | ${each.outcome.replace(/\|/g, '\\|')} | ${each.ms} |`,
    ),
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      parallel: { type: 'string', default: '6' },
      'goal-mib': { type: 'string', default: '512' },
      out: { type: 'string' },
      port: { type: 'string', default: '26100' },
    },
  });
  const parallel = bounded(values.parallel, 1, 32);
  const goalMiB = bounded(values['goal-mib'], 64, 65_536);
  const port = bounded(values.port, 26000, 26099 + 100);
  const { REPO_ROOT, startStack } = await import('../../deploy/embedded/stack.mjs');
  const { signIn } = await import('./credentials.mjs');
  const outDir = resolve(values.out ?? join(REPO_ROOT, 'bench', 'results'));
  const command = commandLine([
    'node bench/resilience/images.mjs',
    `--parallel ${parallel}`,
    `--goal-mib ${goalMiB}`,
    values.out ? `--out ${values.out}` : '',
  ]);
  const started = Date.now();
  const log = runLog('images', started);
  const adminEmail = 'bench-images-admin@example.com';
  const dataDir = join(REPO_ROOT, '.data', 'bench-images');
  const stack = await startStack({
    dataDir,
    port,
    servicePortBase: port + 100,
    // The services' ops listeners take servicePortBase + 100 on.
    pgPort: port + 250,
    authEmulatorPort: port + 260,
    mailSmtpPort: port + 265,
    mailWebPort: port + 266,
    adminEmails: adminEmail,
    seedImages: false,
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    const { idToken } = await signIn(stack.authEmulatorHost, { sub: 'google-bench-images', email: adminEmail, name: 'Bench Images' });
    const gatewayPid = Number(readFileSync(join(stack.runDir, 'gateway.pid'), 'utf8').trim());
    log(`stack up at ${origin}; gateway pid ${gatewayPid}`);
    const probe = await probeImages({ origin, adminToken: idToken, gatewayPid, parallel, goalMiB, log });
    const markdown = imageProbeMarkdown(probe, command, parallel);
    const file = join(outDir, `resilience-images-${new Date().toISOString().slice(0, 10)}.md`);
    mkdirSync(outDir, { recursive: true });
    writeFileSync(file, markdown);
    console.log(`\n${markdown}\n[images] wrote ${file}`);
    process.exitCode = probe.met ? 0 : 1;
  } finally {
    await stack.stop();
  }
}
