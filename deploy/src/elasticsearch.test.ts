import { Client } from '@elastic/elasticsearch';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_MAPPINGS, INDEX_SETTINGS, searchQuery } from '../../services/search/src/engine/elasticsearch/index-definition.js';
import { ELASTICSEARCH_VERSION, startElasticsearch } from '../elasticsearch/start.mjs';

/**
 * The test node of deploy/elasticsearch: a real Elasticsearch 8 from Maven Central artifacts,
 * driven by the real client, with the search service's own index definition and query. The first run on a machine
 * downloads and assembles the node (tens of seconds); later runs start it in a few seconds.
 */
const PORT = 19251;
const DATA_DIR = resolve(import.meta.dirname, '..', '..', '.data', 'test-elasticsearch', String(PORT));
const INDEX = 'content-test';

let es: Awaited<ReturnType<typeof startElasticsearch>>;
let client: Client;

beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  es = await startElasticsearch({ port: PORT, dataDir: DATA_DIR, timeoutMs: 240_000 });
  client = new Client({ node: es.url, requestTimeout: 30_000 });
}, 300_000);

afterAll(async () => {
  await client?.close();
  await es?.stop();
}, 60_000);

const docs = [
  {
    type: 'post',
    title: 'Wellness at home: a gentle morning routine',
    excerpt: 'Ten quiet minutes before the day starts.',
    body: 'Stretching, breathing and a glass of water.',
    tags: ['Wellness'],
  },
  {
    type: 'post',
    title: 'Café culture in Lisbon',
    excerpt: 'Where to sit, sip and watch the trams.',
    body: 'Pastéis de nata and strong coffee.',
    tags: ['Travel'],
  },
  {
    type: 'guide',
    title: 'Running for beginners',
    excerpt: 'From the sofa to five kilometres.',
    body: 'Run slowly, three times a week.',
    tags: ['Fitness'],
  },
];

/** The search service's own query, so the node is tested with what the site sends. */
async function search(q: string): Promise<string[]> {
  const result = await client.search<{ title: string }>({ index: INDEX, query: searchQuery(q) });
  return result.hits.hits.map((hit) => hit._source?.title ?? '');
}

describe('the Elasticsearch test node', () => {
  it('is a real Elasticsearch 8 that the 8.x client accepts', async () => {
    expect(await client.ping()).toBe(true);
    const info = await client.info();
    expect(info.version.number).toBe(ELASTICSEARCH_VERSION);
    expect(info.version.number).toMatch(/^8\./);
    const health = await client.cluster.health({ wait_for_status: 'yellow' });
    expect(['green', 'yellow']).toContain(health.status);
  });

  it('takes the site mapping and finds "wellnes" in a Wellness title', async () => {
    await client.indices.create({ index: INDEX, settings: INDEX_SETTINGS, mappings: INDEX_MAPPINGS });
    await client.bulk({
      index: INDEX,
      refresh: true,
      operations: docs.flatMap((doc, i) => [{ index: { _id: String(i + 1) } }, doc]),
    });

    expect((await search('wellnes'))[0]).toBe('Wellness at home: a gentle morning routine');
    // folded accents, a prefix after a whole word, a stemmed plural
    expect((await search('cafe cul'))[0]).toBe('Café culture in Lisbon');
    expect((await search('morning rou'))[0]).toBe('Wellness at home: a gentle morning routine');
    expect((await search('beginner'))[0]).toBe('Running for beginners');
    expect(await search('zzzz')).toEqual([]);

    const tagged = await client.search({ index: INDEX, query: { term: { tags: 'WELLNESS' } } });
    expect(tagged.hits.hits.map((hit) => hit._id)).toEqual(['1']);
  }, 60_000);

  it('stops: the JVM is gone afterwards', async () => {
    const { pid } = es;
    await es.stop();
    expect(() => process.kill(pid, 0)).toThrow();
    // a second stop is harmless (afterAll calls it again)
    await es.stop();
  });
});
