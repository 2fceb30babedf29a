import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, SEARCH_PAGE_SIZE, SearchResponseSchema } from '@livefully/contracts';
import { testDocuments, post } from './testing/documents.js';
import { startFakeContent, type FakeContent } from './testing/fake-content.js';
import { freePort } from '@livefully/service-kit/testing';
import { startSearchFixture, within, type EngineUnderTest, type SearchFixture } from './testing/search-fixture.js';

const LAUNCHER = fileURLToPath(new URL('../../../deploy/elasticsearch/start.mjs', import.meta.url));
const FRESH_MS = 2_000;

interface EngineCase {
  name: 'embedded' | 'elasticsearch';
  setUp(): Promise<{ engine: EngineUnderTest; tearDown(): Promise<void> }>;
}

const embedded: EngineCase = {
  name: 'embedded',
  setUp: async () => ({ engine: { SEARCH_ENGINE: 'embedded' }, tearDown: async () => {} }),
};

/** A real Elasticsearch 8 node from the launcher in deploy/elasticsearch, once it is there. */
const elasticsearch: EngineCase = {
  name: 'elasticsearch',
  setUp: async () => {
    const { startElasticsearch } = (await import(LAUNCHER)) as {
      startElasticsearch(options: { port: number; dataDir: string }): Promise<{ url: string; stop(): Promise<void> }>;
    };
    const dataDir = await mkdtemp(join(tmpdir(), 'search-es-'));
    const node = await startElasticsearch({ port: await freePort(), dataDir });
    return {
      engine: { SEARCH_ENGINE: 'elasticsearch', ELASTICSEARCH_URL: node.url, ELASTICSEARCH_INDEX: `test-content-${process.pid}` },
      tearDown: async () => {
        await node.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  },
};

const engines = existsSync(LAUNCHER) ? [embedded, elasticsearch] : [embedded];

describe.each(engines)('the search service on the $name engine', (engineCase) => {
  const docs = testDocuments();
  let content: FakeContent;
  let search: SearchFixture;
  let engine: EngineUnderTest;
  let tearDown = async () => {};

  const slugs = async (q: string) => (await search.search(q)).results.map((result) => result.slug);
  const finds = (q: string, slug: string) => within(FRESH_MS, async () => expect(await slugs(q)).toContain(slug));

  beforeAll(async () => {
    ({ engine, tearDown } = await engineCase.setUp());
    content = await startFakeContent(docs.all);
    search = await startSearchFixture(engine, content.port);
    await within(30_000, async () => expect((await search.health()).details?.index).toBe('ready'));
  }, 180_000);

  afterAll(async () => {
    await search?.stop();
    await content?.stop();
    await tearDown();
  });

  it('builds its index from the content service on start and says so in its health', async () => {
    expect(await search.health()).toEqual({
      service: 'search',
      status: 'up',
      details: { [engineCase.name]: 'up', index: 'ready', documents: String(docs.all.length) },
    });
  });

  it("finds 'wellness' when the visitor types 'wellnes'", async () => {
    expect(await slugs('wellnes')).toContain(docs.wellness.slug);
  });

  it("finds 'mindfulness' from the prefix 'mindf'", async () => {
    expect((await slugs('mindf'))[0]).toBe(docs.mindfulness.slug);
  });

  it('matches plurals and singulars alike', async () => {
    expect(await slugs('habit')).toContain(docs.wellness.slug);
  });

  it('matches a tag as a whole keyword, and fuzzy variants only with the same first letter', async () => {
    expect(await slugs('health')).toEqual([docs.wellness.slug]);
    expect(await slugs('healht')).toEqual([docs.wellness.slug]);
    expect(await slugs('health hacks')).toEqual([]);
    expect(await slugs('zellness')).toEqual([]);
  });

  it('ranks a title match above a match in the body only', async () => {
    const found = await slugs('kayak');
    expect(found.slice(0, 2)).toEqual([docs.kayakInTitle.slug, docs.kayakInBody.slug]);
  });

  it('answers the fields of docs/requirements.md#r-search-response for each type, without the body', async () => {
    const article = SearchResponseSchema.parse(await search.search('Wellness Habits')).results[0]!;
    expect(article).toEqual({
      type: 'blog_post',
      id: docs.wellness.id,
      slug: docs.wellness.slug,
      title: docs.wellness.title,
      excerpt: docs.wellness.excerpt,
      categoryName: 'Wellness',
      publishedAt: docs.wellness.publishedAt,
      topics: docs.wellness.topics,
      imagePath: '/images/wellness.svg',
      imageAlt: 'A bowl of fruit beside running shoes',
      imageFocal: { x: 0.3, y: 0.6 },
      authorName: 'Ana Ruiz',
      authorSlug: 'ana-ruiz',
      readTime: 6,
    });
    const guide = (await search.search('adventure playbook')).results[0];
    expect(guide).toMatchObject({ type: 'guide', slug: docs.guide.slug, categoryName: 'Adventure', publishedAt: null, topics: [] });
    expect(guide).toMatchObject({ imagePath: '/images/adventure.svg', imageAlt: 'A tent under a starry sky' });
    const topic = (await search.search('foodie')).results[0];
    expect(topic).toMatchObject({ type: 'topic', slug: 'foodie', title: 'Foodie', categoryName: null, publishedAt: null, topics: [] });
  });

  it('answers a document indexed without the card’s fields (before they were added) without them, rather than with empty ones', async () => {
    const [mindfulness] = SearchResponseSchema.parse(await search.search('Mindfulness for Busy People')).results;
    expect(mindfulness?.slug).toBe(docs.mindfulness.slug);
    expect(Object.keys(mindfulness!).sort()).toEqual(['categoryName', 'excerpt', 'id', 'publishedAt', 'slug', 'title', 'topics', 'type']);
  });

  it(`answers at most ${SEARCH_PAGE_SIZE} results and counts them all in total`, async () => {
    const answer = await search.search('sunrise');
    expect(answer.total).toBe(docs.sunrises.length);
    expect(answer.results).toHaveLength(SEARCH_PAGE_SIZE);
  });

  it('counts only the documents with every word, typos allowed, and answers them first', async () => {
    const withBoth = [docs.familyDinners.slug, docs.acrossFields.slug, docs.taggedOnly.slug].sort();
    for (const q of ['family dinners', 'famly dinnrs', 'Family  DINNERS']) {
      const answer = await search.search(q);
      expect(answer.total, q).toBe(withBoth.length);
      expect(answer.results.map((result) => result.slug).sort(), q).toEqual(withBoth);
    }
    // Each word alone is in two more documents: found by a query none has all of, not counted here.
    const anyWord = await search.search('family dinners xylophonist');
    expect(anyWord.results.map((result) => result.slug).sort()).toEqual(
      [docs.familyDinners.slug, docs.acrossFields.slug, docs.familyOnly.slug, docs.dinnersOnly.slug].sort(),
    );
    expect(anyWord.total).toBe(4);
  });

  it('takes the word being typed as a prefix of a title word', async () => {
    const answer = await search.search('family din');
    expect(answer.results.map((result) => result.slug)).toEqual([docs.familyDinners.slug]);
    expect(answer.total).toBe(1);
  });

  it('falls back to the documents with any of the words when none has them all', async () => {
    const answer = await search.search('family xylophonist');
    const withFamily = [docs.familyDinners.slug, docs.acrossFields.slug, docs.familyOnly.slug].sort();
    expect(answer.total).toBe(withFamily.length);
    expect(answer.results.map((result) => result.slug).sort()).toEqual(withFamily);
  });

  it('answers no results for a word nobody wrote', async () => {
    expect(await search.search('xylophonist')).toEqual({ total: 0, results: [] });
  });

  it('refuses a blank or too long term as COMMON.VALIDATION', async () => {
    for (const q of ['   ', 'x'.repeat(201), undefined]) expect((await search.failure(q)).code).toBe(ErrorCode.Validation);
  });

  it(`makes an edit searchable within ${FRESH_MS} ms of content.changed`, async () => {
    const edited = { ...docs.kayakInBody, title: 'A Quiet Sunday with a Zeppelin' };
    content.put(edited);
    await content.announce(search.port, edited, 'upserted');
    await finds('zeppelin', edited.slug);
    const again = await search.search('zeppelin');
    expect(again.total).toBe(1);
  });

  it(`adds a new item within ${FRESH_MS} ms, and applying the same event twice changes nothing`, async () => {
    const fresh = post({ slug: 'learning-the-ukulele', title: 'Learning the Ukulele at Forty' });
    content.put(fresh);
    await content.announce(search.port, fresh, 'upserted');
    await content.announce(search.port, fresh, 'upserted');
    await finds('ukulele', fresh.slug);
    expect((await search.search('ukulele')).total).toBe(1);
  });

  it(`drops a deleted item within ${FRESH_MS} ms, and one that content no longer shows (a draft)`, async () => {
    content.delete(docs.mindfulness);
    await content.announce(search.port, docs.mindfulness, 'deleted');
    await within(FRESH_MS, async () => expect(await slugs('mindfulness')).not.toContain(docs.mindfulness.slug));

    content.delete(docs.guide);
    await content.announce(search.port, docs.guide, 'upserted');
    await within(FRESH_MS, async () => expect(await slugs('playbook')).not.toContain(docs.guide.slug));
  });

  it('catches up on changes it missed while it was stopped, when it starts again', { timeout: 20_000 }, async () => {
    await search.stop();
    const missed = post({ slug: 'quokka-spotting', title: 'Quokka Spotting on Rottnest Island' });
    content.put(missed);
    content.delete(docs.foodie);
    await search.restart();
    await within(10_000, async () => {
      expect(await slugs('quokka')).toEqual([missed.slug]);
      expect(await slugs('foodie')).not.toContain('foodie');
    });
  });

  it('starts while the content service is down, answers from what it has, and reconciles once content is back', async () => {
    const contentPort = await freePort();
    const late = { ...engine, ...(engine.ELASTICSEARCH_INDEX ? { ELASTICSEARCH_INDEX: `${engine.ELASTICSEARCH_INDEX}-late` } : {}) };
    const other = await startSearchFixture(late, contentPort);
    let lateContent: FakeContent | undefined;
    try {
      expect(await other.search('wellness')).toEqual({ total: 0, results: [] });
      const health = await other.health();
      expect(health.status).toBe('up');
      expect(health.details?.index).toBe('reconciling');
      lateContent = await startFakeContent([docs.wellness], contentPort);
      await within(10_000, async () =>
        expect((await other.search('wellness')).results.map((result) => result.slug)).toEqual([docs.wellness.slug]),
      );
      await within(5_000, async () => expect((await other.health()).details).toMatchObject({ index: 'ready', documents: '1' }));
    } finally {
      await other.stop();
      await lateContent?.stop();
    }
  }, 20_000);
});

describe('the search service without its engine', () => {
  it('answers COMMON.SERVICE_UNAVAILABLE when Elasticsearch cannot be reached, and reports it down', async () => {
    const content = await startFakeContent([]);
    const search = await startSearchFixture(
      { SEARCH_ENGINE: 'elasticsearch', ELASTICSEARCH_URL: `http://127.0.0.1:${await freePort()}`, ELASTICSEARCH_INDEX: 'nowhere' },
      content.port,
    );
    try {
      expect((await search.failure('wellness')).code).toBe(ErrorCode.ServiceUnavailable);
      expect(await search.health()).toMatchObject({ status: 'down', details: { elasticsearch: 'down' } });
    } finally {
      await search.stop();
      await content.stop();
    }
  });
});
