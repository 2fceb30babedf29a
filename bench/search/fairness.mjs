// @ts-check
import { QUERIES } from './corpus.mjs';
import { summarize } from './measure.mjs';

/** Eight long words with typos: the most a search may ask (SEARCH_MAX_TERMS), fuzzy on every word. */
const EXPENSIVE = [
  'mindfulnes wellnes travelers adventurs mountians mornings routnes balence',
  'productivty creativety familys weekends journys habbits gratitud nutrtion',
  'meditaton excercise sleeping relaxaton outdoorsy hikking camping festivls',
];

/**
 * One client searching as fast as it can with the most expensive queries allowed, beside a
 * reader who searches every `readerEveryMs`: what the reader's searches cost alone, with that
 * neighbour on a gateway without limits, and with it on a gateway with the default limits.
 * Each client speaks from its own address (X-Forwarded-For to a gateway that trusts loopback).
 * @param {{ openUrl: string, limitedUrl: string, seconds: number, abuserConnections: number, readerEveryMs: number }} options
 */
export async function measureFairness({ openUrl, limitedUrl, seconds, abuserConnections, readerEveryMs }) {
  const reader = (/** @type {string} */ url) => readerSearches(url, seconds * 1000, readerEveryMs);
  const alone = await reader(limitedUrl);
  const open = await withAbuser(openUrl, abuserConnections, () => reader(openUrl));
  const limited = await withAbuser(limitedUrl, abuserConnections, () => reader(limitedUrl));
  return { seconds, abuserConnections, readerEveryMs, alone: alone.summary, open, limited };
}

/**
 * @param {string} url @param {number} connections
 * @param {() => Promise<{ summary: ReturnType<typeof summarize>, statuses: Record<string, number> }>} during
 */
async function withAbuser(url, connections, during) {
  let running = true;
  /** @type {Record<string, number>} */
  const abuserStatuses = {};
  const abuse = async (/** @type {number} */ worker) => {
    for (let i = worker; running; i += connections) {
      const status = await search(url, EXPENSIVE[i % EXPENSIVE.length] ?? '', '203.0.113.66').catch(() => 'error');
      abuserStatuses[status] = (abuserStatuses[status] ?? 0) + 1;
    }
  };
  const abusers = Array.from({ length: connections }, (_, worker) => abuse(worker));
  try {
    const reader = await during();
    return { reader: reader.summary, readerStatuses: reader.statuses, abuserStatuses };
  } finally {
    running = false;
    await Promise.all(abusers);
  }
}

/** @param {string} url @param {number} ms @param {number} everyMs */
async function readerSearches(url, ms, everyMs) {
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  let errors = 0;
  const started = performance.now();
  for (let i = 0; performance.now() - started < ms; i += 1) {
    const t0 = performance.now();
    const status = await search(url, QUERIES[i % QUERIES.length] ?? '', '198.51.100.20').catch(() => 'error');
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === '200') latencies.push(performance.now() - t0);
    else errors += 1;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - (performance.now() - t0))));
  }
  return { summary: summarize(latencies, errors, (performance.now() - started) / 1000), statuses };
}

/** @param {string} url @param {string} q @param {string} from */
async function search(url, q, from) {
  const response = await fetch(`${url}/api/search?q=${encodeURIComponent(q)}`, {
    headers: { 'x-forwarded-for': from },
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return String(response.status);
}
