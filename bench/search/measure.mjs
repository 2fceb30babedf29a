// @ts-check
import { QUERIES } from './corpus.mjs';

/**
 * Sends `requests` queries (the mix in rotation) from `concurrency` workers, after `warmup`
 * unmeasured ones, and stops early at `maxMs`. Latency is per request, wall clock.
 * @param {(q: string) => Promise<unknown>} send
 * @param {{ requests: number, concurrency: number, maxMs: number, warmup: number }} options
 */
export async function measure(send, { requests, concurrency, maxMs, warmup }) {
  for (let i = 0; i < warmup; i += 1) await send(QUERIES[i % QUERIES.length] ?? '');
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + maxMs;
  const worker = async () => {
    while (next < requests && performance.now() < deadline) {
      const q = QUERIES[next % QUERIES.length] ?? '';
      next += 1;
      const t0 = performance.now();
      try {
        await send(q);
        latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summarize(latencies, errors, (performance.now() - started) / 1000);
}

/** @param {number[]} latencies @param {number} errors @param {number} seconds */
export function summarize(latencies, errors, seconds) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (/** @type {number} */ p) => round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
  return {
    requests: latencies.length,
    errors,
    seconds: round(seconds),
    p50Ms: at(50),
    p95Ms: at(95),
    p99Ms: at(99),
    maxMs: round(sorted.at(-1) ?? 0),
    throughputPerSecond: round(latencies.length / seconds),
  };
}

/** @param {number} n */
function round(n) {
  return Math.round(n * 100) / 100;
}
