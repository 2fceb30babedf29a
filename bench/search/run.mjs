// @ts-check
/**
 * Search latency and throughput at 10,000 documents, for both engines:
 *
 *   node bench/search/run.mjs [--docs 10000] [--requests 2000] [--concurrency 8] [--max-seconds 60]
 *                             [--engines embedded,elasticsearch] [--fairness-seconds 20 (0: skip)]
 *
 * 1. PostgreSQL (embedded), the content schema with its seed, then --docs synthetic published
 *    posts written straight into the content tables (corpus.mjs), with their topics.
 * 2. The compiled content service, search service and gateway as real processes on loopback.
 *    The search service builds its index the production way: it pulls every public document
 *    from the content service (searchDocuments) and indexes it — MiniSearch in process, or,
 *    when deploy/elasticsearch/start.mjs is there, a fresh Elasticsearch index filled through
 *    the bulk API and put behind the alias.
 * 3. GET /api/search through the gateway with a fixed query mix (typos and prefixes included),
 *    --requests per scenario at --concurrency, stopping early after --max-seconds; beside it
 *    the same query asked of the search service over its transport (TCP, no gateway) and of
 *    the engine directly (MiniSearch in this process, the service's own _search request to
 *    Elasticsearch over HTTP), so the ratios say what the gateway and the service hop cost.
 *    The gateway runs with READ_CACHE=off: every search reaches the engine. A second gateway
 *    with READ_CACHE=on gives the cached figure beside it (the query mix repeats: hits).
 * Results go to bench/results/search-<date>.{json,md}, with the command that made them.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { Agent, request } from 'node:http';

import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { bounded, machine } from '../harness.mjs';
import pg from 'pg';
import { startPostgres } from '../../deploy/embedded/postgres.mjs';
import { runToCompletion, startProcess, stopProcess } from '../../deploy/embedded/processes.mjs';
import { REPO_ROOT } from '../../deploy/embedded/stack.mjs';
import { article, insertPosts, QUERIES, random } from './corpus.mjs';
import { measureFairness } from './fairness.mjs';
import { measure } from './measure.mjs';

const { values } = parseArgs({
  options: {
    docs: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '8' },
    'max-seconds': { type: 'string', default: '60' },
    'base-port': { type: 'string', default: '23800' },
    'fairness-seconds': { type: 'string', default: '20' },
    engines: { type: 'string', default: 'embedded,elasticsearch' },
  },
});
const ENGINES = /** @type {string} */ (values.engines).split(',').filter(Boolean);
if (!ENGINES.length || ENGINES.some((engine) => !['embedded', 'elasticsearch'].includes(engine))) {
  throw new Error(`--engines is a list of embedded and elasticsearch, got ${values.engines}`);
}
const DOCS = bounded(values.docs, 1, 50_000);
const REQUESTS = bounded(values.requests, 10, 20_000);
const CONCURRENCY = bounded(values.concurrency, 1, 64);
const MAX_MS = bounded(values['max-seconds'], 5, 600) * 1000;
const BASE = bounded(values['base-port'], 1024, 60_000);
const FAIRNESS_SECONDS = bounded(values['fairness-seconds'], 0, 120);
const PORTS = {
  postgres: BASE,
  content: BASE + 2,
  search: BASE + 3,
  gateway: BASE + 4,
  elasticsearch: BASE + 5,
  limitedGateway: BASE + 6,
  cachedGateway: BASE + 7,
  cachedGatewayEvents: BASE + 8,
};
const COMMAND = `node bench/search/run.mjs --docs ${DOCS} --requests ${REQUESTS} --concurrency ${CONCURRENCY} --max-seconds ${MAX_MS / 1000} --fairness-seconds ${FAIRNESS_SECONDS} --engines ${ENGINES.join(',')} --base-port ${BASE}`;
const LAUNCHER = join(REPO_ROOT, 'deploy/elasticsearch/start.mjs');
const ALIAS = 'livefully-content';
const dataDir = join(REPO_ROOT, '.data', 'bench-search');
const logDir = join(dataDir, 'logs');

/** One kept-alive connection per client, shared by the gateway and Elasticsearch paths alike. */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** @type {Array<() => Promise<void>>} */
const cleanups = [];
const log = (/** @type {string} */ line) => console.log(`[bench] ${line}`);

try {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  const pgServer = await startPostgres({ dataDir: join(dataDir, 'postgres'), port: PORTS.postgres });
  cleanups.push(pgServer.stop);
  const common = { TRANSPORT: 'tcp', LOG_LEVEL: 'info' };
  const contentEnv = {
    ...common,
    DATABASE_URL: pgServer.url,
    SERVICE_PORT: String(PORTS.content),
    SEARCH_SERVICE_PORT: String(PORTS.search),
  };
  await runToCompletion('content migrate', join(REPO_ROOT, 'services/content/dist/migrate.js'), { ...contentEnv, SEED: 'true' }, REPO_ROOT);
  const seeded = await writeCorpus(pgServer.url, DOCS);
  log(`wrote ${DOCS} synthetic posts in ${seeded.ms} ms; ${seeded.publicDocuments} public documents in all`);

  const start = (
    /** @type {string} */ name,
    /** @type {string} */ script,
    /** @type {Record<string, string>} */ env,
    /** @type {RegExp} */ ready,
  ) => startProcess({ name, script: join(REPO_ROOT, script), env, ready, logDir, cwd: REPO_ROOT }, 60_000);
  const content = await start('content', 'services/content/dist/main.js', contentEnv, /service ready on/);
  cleanups.push(() => stopProcess(content));
  const gateway = await start(
    'gateway',
    'gateway/dist/main.js',
    {
      ...common,
      PORT: String(PORTS.gateway),
      HOST: '127.0.0.1',
      CONTENT_SERVICE_PORT: String(PORTS.content),
      SEARCH_SERVICE_PORT: String(PORTS.search),
      SERVE_WEB: 'false',
      RPC_TIMEOUT_MS: '10000',
      // The bench is one client asking as fast as it can: what the engine costs, not the limit.
      RATE_LIMIT_SEARCH: 'off',
      // Every search reaches the engine: the path measured against the engine asked directly.
      READ_CACHE: 'off',
    },
    /gateway listening on/,
  );
  cleanups.push(() => stopProcess(gateway));
  const gatewayUrl = `http://127.0.0.1:${PORTS.gateway}`;
  const cachedGateway = await start(
    'gateway-cached',
    'gateway/dist/main.js',
    {
      ...common,
      PORT: String(PORTS.cachedGateway),
      HOST: '127.0.0.1',
      CONTENT_SERVICE_PORT: String(PORTS.content),
      SEARCH_SERVICE_PORT: String(PORTS.search),
      SERVE_WEB: 'false',
      RPC_TIMEOUT_MS: '10000',
      RATE_LIMIT_SEARCH: 'off',
      READ_CACHE: 'on',
      // Over TCP a gateway caches only with an events port to hear changes on (none come here).
      GATEWAY_EVENTS_PORT: String(PORTS.cachedGatewayEvents),
    },
    /gateway listening on/,
  );
  cleanups.push(() => stopProcess(cachedGateway));
  const viaCachedGateway = (/** @type {string} */ q) => gatewaySearch(`http://127.0.0.1:${PORTS.cachedGateway}`, q);
  const serviceClient = await searchServiceClient(PORTS.search);
  cleanups.push(serviceClient.close);
  cleanups.push(async () => agent.destroy());
  const searchEnv = {
    ...common,
    SERVICE_PORT: String(PORTS.search),
    CONTENT_SERVICE_PORT: String(PORTS.content),
    CONTENT_TIMEOUT_MS: '60000',
  };

  /** @type {Record<string, unknown>[]} */
  const scenarios = [];
  /** @type {Record<string, Record<string, number>>} */
  const totals = {};
  const options = { requests: REQUESTS, concurrency: CONCURRENCY, maxMs: MAX_MS, warmup: Math.min(200, REQUESTS) };
  const single = { ...options, requests: Math.min(REQUESTS, 1000), concurrency: 1 };

  const viaGateway = (/** @type {string} */ q) => gatewaySearch(gatewayUrl, q);
  // As a browser asks: fetch (undici) with its Accept-Encoding, so the gateway gzips and the client inflates.
  const viaGatewayGzip = (/** @type {string} */ q) => expectOk(fetch(`${gatewayUrl}/api/search?q=${encodeURIComponent(q)}`));
  /** Through the gateway (uncached, then cached when it can), and the search service over TCP. @param {string} engine @param {number} indexMs */
  const servicePaths = async (engine, indexMs) => {
    scenarios.push({ engine, path: 'gateway', clients: 1, indexMs, ...(await measure(viaGateway, single)) });
    scenarios.push({ engine, path: 'gateway, gzip (fetch)', clients: 1, ...(await measure(viaGatewayGzip, single)) });
    scenarios.push({ engine, path: 'search service over TCP', clients: 1, ...(await measure(serviceClient.search, single)) });
    scenarios.push({ engine, path: 'gateway, READ_CACHE=on', clients: 1, ...(await measure(viaCachedGateway, single)) });
    scenarios.push({ engine, path: 'gateway', clients: CONCURRENCY, ...(await measure(viaGateway, options)) });
  };

  // Embedded engine: through the gateway, then the same index in this process.
  let fairness = null;
  if (ENGINES.includes('embedded')) {
    const embedded = await startSearch(start, { ...searchEnv, SEARCH_ENGINE: 'embedded' }, gatewayUrl, seeded.publicDocuments);
    log(`embedded index: ${embedded.indexMs} ms for ${seeded.publicDocuments} documents`);
    totals.embedded = await totalsOf((q) => gatewaySearch(gatewayUrl, q));
    await servicePaths('embedded', embedded.indexMs);
    if (FAIRNESS_SECONDS > 0) {
      // A second gateway with the default rate limits, trusting loopback's X-Forwarded-For so the
      // reader and the greedy client count as two addresses.
      const limitedGateway = await start(
        'gateway-limited',
        'gateway/dist/main.js',
        {
          ...common,
          PORT: String(PORTS.limitedGateway),
          HOST: '127.0.0.1',
          CONTENT_SERVICE_PORT: String(PORTS.content),
          SEARCH_SERVICE_PORT: String(PORTS.search),
          SERVE_WEB: 'false',
          TRUST_PROXY: 'true',
          READ_CACHE: 'off',
        },
        /gateway listening on/,
      );
      fairness = await measureFairness({
        openUrl: gatewayUrl,
        limitedUrl: `http://127.0.0.1:${PORTS.limitedGateway}`,
        seconds: FAIRNESS_SECONDS,
        abuserConnections: CONCURRENCY,
        readerEveryMs: 500,
      });
      await stopProcess(limitedGateway);
    }
    await stopProcess(embedded.process);
    // One client: the engine runs synchronously in this thread, so more clients would only queue.
    const direct = await embeddedInProcess(PORTS.content);
    scenarios.push({
      engine: 'embedded',
      path: 'direct (MiniSearch in process)',
      clients: 1,
      indexMs: direct.indexMs,
      ...(await measure(direct.search, single)),
    });
  }

  // Elasticsearch: a real node from the launcher, filled by the search service's reindex.
  let elasticsearchVersion = null;
  if (ENGINES.includes('elasticsearch') && existsSync(LAUNCHER)) {
    const { startElasticsearch } = await import(LAUNCHER);
    const es = await startElasticsearch({ port: PORTS.elasticsearch, dataDir: join(dataDir, 'elasticsearch'), heap: '1g' });
    cleanups.unshift(es.stop);
    elasticsearchVersion = es.version;
    const onEs = await startSearch(
      start,
      { ...searchEnv, SEARCH_ENGINE: 'elasticsearch', ELASTICSEARCH_URL: es.url, ELASTICSEARCH_INDEX: ALIAS },
      gatewayUrl,
      seeded.publicDocuments,
    );
    log(`elasticsearch reindex (bulk, alias swap): ${onEs.indexMs} ms`);
    cleanups.unshift(() => stopProcess(onEs.process));
    totals.elasticsearch = await totalsOf(viaGateway);
    await servicePaths('elasticsearch', onEs.indexMs);
    // The very requests the service sends (all words, then any word when none has them all), over a kept-alive connection.
    const { searchRequests } = await import(join(REPO_ROOT, 'services/search/dist/engine/elasticsearch/elasticsearch-search.engine.js'));
    const esSearch = (/** @type {Record<string, unknown>} */ { index, ...body }) =>
      httpJson(`${es.url}/${index}/_search`, JSON.stringify(body));
    const esDirect = async (/** @type {string} */ q) => {
      const { first, fallback } = searchRequests(ALIAS, q, 20);
      const answer = await esSearch(first);
      return answer.hits.total.value > 0 || !fallback ? answer : esSearch(fallback);
    };
    scenarios.push({ engine: 'elasticsearch', path: 'direct (_search over HTTP)', clients: 1, ...(await measure(esDirect, single)) });
    scenarios.push({
      engine: 'elasticsearch',
      path: 'direct (_search over HTTP)',
      clients: CONCURRENCY,
      ...(await measure(esDirect, options)),
    });
  } else if (ENGINES.includes('elasticsearch')) {
    log('deploy/elasticsearch/start.mjs is not there: Elasticsearch skipped');
  }

  const report = {
    command: COMMAND,
    date: new Date().toISOString(),
    machine: {
      ...machine(),
    },
    documents: seeded.publicDocuments,
    syntheticPosts: DOCS,
    queries: QUERIES,
    concurrency: CONCURRENCY,
    elasticsearchVersion,
    readCache: 'off, and on for the cached row',
    scenarios,
    fairness,
    totalsByQuery: totals,
    ratios: ratios(scenarios),
  };
  writeReport(report);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}

/**
 * Published posts written straight into the content tables, as the content seed does, with 0–5
 * of the seeded topics each.
 * @param {string} url @param {number} count
 */
async function writeCorpus(url, count) {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const categories = (await client.query('SELECT id FROM content.categories ORDER BY slug')).rows.map((row) => row.id);
    const topics = (await client.query('SELECT id FROM content.topics ORDER BY slug')).rows.map((row) => row.id);
    const rnd = random(20_251_122);
    for (let first = 0; first < count; first += 1000) {
      const batch = Array.from({ length: Math.min(1000, count - first) }, (_, i) => ({ n: first + i + 1, ...article(first + i + 1, rnd) }));
      const ids = await insertPosts(client, batch, categories, rnd);
      const links = ids.flatMap((id) =>
        [...new Set(Array.from({ length: Math.floor(rnd() * 6) }, () => topics[Math.floor(rnd() * topics.length)]))].map((topic) => [
          id,
          topic,
        ]),
      );
      await client.query('INSERT INTO content.post_topics (post_id, topic_id) SELECT * FROM unnest($1::uuid[], $2::uuid[])', [
        links.map((l) => l[0]),
        links.map((l) => l[1]),
      ]);
    }
    const [{ n }] = (
      await client.query(
        `SELECT (SELECT count(*) FROM content.posts WHERE status = 'published' AND published_at <= now())
              + (SELECT count(*) FROM content.guides) + (SELECT count(*) FROM content.topics) AS n`,
      )
    ).rows;
    return { publicDocuments: Number(n), ms: Math.round(performance.now() - started) };
  } finally {
    await client.end();
  }
}

/**
 * Starts the search service and waits until the gateway's health shows its index holding every document.
 * @param {Function} start @param {Record<string, string>} env @param {string} gatewayUrl @param {number} documents
 */
async function startSearch(start, env, gatewayUrl, documents) {
  const started = performance.now();
  const proc = await start('search', 'services/search/dist/main.js', env, /service ready on/);
  const deadline = Date.now() + 300_000;
  for (;;) {
    const health = await fetch(`${gatewayUrl}/api/health`)
      .then((r) => r.json())
      .catch(() => null);
    const search = health?.data?.services?.find((/** @type {{ service: string }} */ s) => s.service === 'search');
    if (search?.details?.index === 'ready' && Number(search.details.documents) >= documents) break;
    if (Date.now() > deadline) throw new Error(`the search index did not reach ${documents} documents: ${JSON.stringify(search)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const line =
    readFileSync(join(logDir, 'search.log'), 'utf8')
      .split('\n')
      .filter((l) => l.includes('index rebuilt'))
      .pop() ?? '';
  const indexMs = Number(/in (\d+) ms/.exec(line)?.[1] ?? Math.round(performance.now() - started));
  return { process: proc, indexMs };
}

/** The same documents, pulled from the content service as the search service does, indexed by MiniSearch here. */
async function embeddedInProcess(/** @type {number} */ contentPort) {
  const { ClientProxyFactory, Transport } = await import('@nestjs/microservices');
  const { lastValueFrom } = await import('rxjs');
  const { EmbeddedSearchEngine } = await import(join(REPO_ROOT, 'services/search/dist/engine/embedded/embedded-search.engine.js'));
  const client = ClientProxyFactory.create({ transport: Transport.TCP, options: { host: '127.0.0.1', port: contentPort } });
  async function* pages() {
    let cursor = null;
    do {
      const page = await lastValueFrom(
        client.send('content.search.documents', {
          meta: { correlationId: 'bench-search-1' },
          data: { limit: 500, ...(cursor ? { cursor } : {}) },
        }),
      );
      yield page.documents;
      cursor = page.nextCursor;
    } while (cursor);
  }
  const engine = new EmbeddedSearchEngine();
  const started = performance.now();
  await engine.replaceAll(pages());
  const indexMs = Math.round(performance.now() - started);
  await client.close();
  return { indexMs, search: async (/** @type {string} */ q) => void (await engine.search(q, 20)) };
}

/** The search service asked over its TCP transport with the message the gateway sends, no gateway between. @param {number} port */
async function searchServiceClient(port) {
  const { ClientProxyFactory, Transport } = await import('@nestjs/microservices');
  const { lastValueFrom } = await import('rxjs');
  const client = ClientProxyFactory.create({ transport: Transport.TCP, options: { host: '127.0.0.1', port } });
  let n = 0;
  return {
    search: (/** @type {string} */ q) =>
      lastValueFrom(client.send('search.query', { meta: { correlationId: `bench-search-tcp-${(n += 1)}` }, data: { q } })),
    close: async () => client.close(),
  };
}

/**
 * GET (or POST `body`) and parse the JSON answer, over node:http with keep-alive and no
 * Accept-Encoding: the same lean client for the gateway and for Elasticsearch asked directly.
 * @param {string} url @param {string} [body]
 * @returns {Promise<any>}
 */
function httpJson(url, body) {
  return new Promise((resolve, reject) => {
    const headers = body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const req = request(url, { agent, method: body === undefined ? 'GET' : 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('error', reject);
      res.on('end', () => {
        if ((res.statusCode ?? 500) >= 300) reject(new Error(`${res.statusCode}: ${text.slice(0, 200)}`));
        else {
          try {
            resolve(JSON.parse(text));
          } catch (error) {
            reject(error);
          }
        }
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** @param {string} url @param {string} q */
function gatewaySearch(url, q) {
  return httpJson(`${url}/api/search?q=${encodeURIComponent(q)}`);
}

/** @param {Promise<Response>} pending */
async function expectOk(pending) {
  const response = await pending;
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** @param {(q: string) => Promise<any>} send */
async function totalsOf(send) {
  /** @type {Record<string, number>} */
  const totals = {};
  for (const q of QUERIES) totals[q] = (await send(q)).data.total;
  return totals;
}

/**
 * At each load: gateway / engine asked directly, for the median (the goal's measure: ≤ 1.3) and p95,
 * and the share of the gateway's time the search service over TCP already takes.
 * @param {any[]} scenarios
 */
function ratios(scenarios) {
  /** @type {Record<string, number>} */
  const out = {};
  for (const engine of ['embedded', 'elasticsearch']) {
    for (const clients of [1, CONCURRENCY]) {
      const viaGateway = scenarios.find((s) => s.engine === engine && s.clients === clients && s.path === 'gateway');
      const direct = scenarios.find((s) => s.engine === engine && s.clients === clients && s.path.startsWith('direct'));
      const service = scenarios.find((s) => s.engine === engine && s.clients === clients && s.path === 'search service over TCP');
      if (viaGateway && direct) {
        out[`${engine}, ${clients} client(s): gateway p50 / direct p50`] = round(viaGateway.p50Ms / direct.p50Ms);
        out[`${engine}, ${clients} client(s): gateway p95 / direct p95`] = round(viaGateway.p95Ms / direct.p95Ms);
      }
      if (service && direct)
        out[`${engine}, ${clients} client(s): service over TCP p50 / direct p50`] = round(service.p50Ms / direct.p50Ms);
    }
  }
  return out;
}

/** @param {number} n */
function round(n) {
  return Math.round(n * 100) / 100;
}

/** @param {any} report */
function writeReport(report) {
  const stamp = report.date.slice(0, 10);
  const dir = join(REPO_ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `search-${stamp}.json`), JSON.stringify(report, null, 2) + '\n');
  const rows = report.scenarios.map(
    (/** @type {any} */ s) =>
      `| ${s.engine} | ${s.path} | ${s.clients} | ${s.requests} | ${s.errors} | ${s.p50Ms} | ${s.p95Ms} | ${s.p99Ms} | ${s.throughputPerSecond} | ${s.indexMs ?? ''} |`,
  );
  const totals = Object.entries(report.totalsByQuery);
  const md = [
    `# Search benchmark, ${stamp}`,
    '',
    'Made by:',
    '',
    '```',
    report.command,
    '```',
    '',
    `${report.documents} public documents (${report.syntheticPosts} synthetic posts plus the seed), ${report.queries.length} queries in rotation (${report.queries.map((/** @type {string} */ q) => `\`${q}\``).join(', ')}), ${report.concurrency} concurrent clients or one, loopback only. Latency is wall clock per request, queueing included.`,
    `Machine: Node ${report.machine.node}, ${report.machine.cpus} × ${report.machine.cpuModel}, ${report.machine.memoryGiB} GiB; Elasticsearch ${report.elasticsearchVersion ?? 'not run'}. The load generator shares the cores with the processes it measures.`,
    `Paths: the gateway (HTTP, READ_CACHE ${report.readCache}), the search service asked over TCP as the gateway asks it, and the engine directly. Goals: through the gateway p95 ≤ 20 ms at one client, and gateway p50 ≤ 1.3 × direct p50.`,
    '',
    '| engine | path | clients | requests | errors | p50 ms | p95 ms | p99 ms | requests/s | index build ms |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...Object.entries(report.ratios).map(([name, value]) => `- ${name}: ${value}`),
    '',
    ...fairnessLines(report.fairness),
    'Total hits per query (the engines share analysis and query shape; BM25 details differ):',
    '',
    `| query | ${totals.map(([engine]) => engine).join(' | ')} |`,
    `|---|${totals.map(() => '---').join('|')}|`,
    ...report.queries.map(
      (/** @type {string} */ q) => `| ${q} | ${totals.map(([, byQuery]) => /** @type {any} */ (byQuery)[q]).join(' | ')} |`,
    ),
    '',
  ].join('\n');
  writeFileSync(join(dir, `search-${stamp}.md`), md);
  console.log(md);
}

/** The reader's searches beside a greedy neighbour, without and with the gateway's rate limits. @param {any} f */
function fairnessLines(f) {
  if (!f) return [];
  const row = (/** @type {string} */ label, /** @type {any} */ r, /** @type {any} */ abuser) =>
    `| ${label} | ${r.requests} | ${r.errors} | ${r.p50Ms} | ${r.p95Ms} | ${r.maxMs} | ${
      abuser
        ? Object.entries(abuser)
            .map(([status, n]) => `${status}: ${n}`)
            .join(', ')
        : '—'
    } |`;
  return [
    `One reader (a search of the mix every ${f.readerEveryMs} ms, for ${f.seconds} s) beside one greedy client on ${f.abuserConnections} connections searching as fast as it can with eight misspelt words (the most a search may ask), embedded engine, each from its own address:`,
    '',
    '| reader | searches | errors | p50 ms | p95 ms | max ms | the greedy client got |',
    '|---|---|---|---|---|---|---|',
    row('alone', f.alone),
    row('beside it, no limits', f.open.reader, f.open.abuserStatuses),
    row('beside it, default limits', f.limited.reader, f.limited.abuserStatuses),
    '',
    `- reader p95 beside the greedy client / alone: ${round(f.open.reader.p95Ms / f.alone.p95Ms)}× without limits, ${round(f.limited.reader.p95Ms / f.alone.p95Ms)}× with the default limits`,
    '',
  ];
}
