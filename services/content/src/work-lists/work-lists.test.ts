import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPostSchema, CONTENT_ADMIN_PATTERNS, ErrorCode, WorkItemSchema, type Actor, type WorkListQuery } from '@livefully/contracts';
import { freePort } from '@livefully/service-kit/testing';
import { z } from 'zod';
import { idOf, postInput } from '../testing/admin-inputs.js';
import { startContentFixture, type ContentFixture } from '../testing/content-fixture.js';

/* The dashboard's lists (docs/content-admin.md, Dashboard): one query, bounded and validated filters. */
let fixture: ContentFixture;
let wellness: string;

const WREN: Actor = { uid: 'wren-uid', email: 'Wren@example.com', role: 'contributor' };
const OTTO: Actor = { uid: 'otto-uid', email: 'otto@example.com', role: 'contributor' };
const EDDIE: Actor = { uid: 'eddie-uid', email: 'eddie@example.com', role: 'editor' };

const list = async (actor: Actor, query: WorkListQuery) =>
  z.array(WorkItemSchema).parse(await fixture.send(CONTENT_ADMIN_PATTERNS.listWork, { actor, query }));
const titles = async (actor: Actor, query: WorkListQuery) => (await list(actor, query)).map((item) => item.title);
const write = async (actor: Actor, slug: string, title: string) =>
  AdminPostSchema.parse(
    await fixture.send(CONTENT_ADMIN_PATTERNS.createPost, {
      actor,
      input: postInput(wellness, { slug, title, status: 'draft', publishedAt: null }),
    }),
  );
const step = async (actor: Actor, pattern: string, id: string, slug: string, title: string, publishedAt: string | null = null) => {
  const { version } = AdminPostSchema.parse(await fixture.send(CONTENT_ADMIN_PATTERNS.getPost, { id }));
  const input = postInput(wellness, { slug, title, status: 'draft', publishedAt });
  return AdminPostSchema.parse(await fixture.send(pattern, { actor, id, input, version }));
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

beforeAll(async () => {
  const env = { IDENTITY_SERVICE_PORT: String(await freePort()), ENGAGE_SERVICE_PORT: String(await freePort()), NOTICE_TIMEOUT_MS: '300' };
  fixture = await startContentFixture('work-lists', { env });
  wellness = await idOf(fixture.dataSource, 'categories', 'wellness');

  await write(WREN, 'wren-draft', 'Wren’s quiet draft');
  const submitted = await write(WREN, 'wren-review', 'Wren’s 100% review');
  await step(WREN, CONTENT_ADMIN_PATTERNS.submitPost, submitted.id, 'wren-review', 'Wren’s 100% review');
  const ottos = await write(OTTO, 'otto-review', 'Otto’s review');
  await step(OTTO, CONTENT_ADMIN_PATTERNS.submitPost, ottos.id, 'otto-review', 'Otto’s review');
  const later = await write(EDDIE, 'later-post', 'Later this week');
  await step(EDDIE, CONTENT_ADMIN_PATTERNS.schedulePost, later.id, 'later-post', 'Later this week', inDays(3));
  const sooner = await write(EDDIE, 'sooner-post', 'Sooner');
  await step(EDDIE, CONTENT_ADMIN_PATTERNS.schedulePost, sooner.id, 'sooner-post', 'Sooner', inDays(1));
  const live = await write(EDDIE, 'fresh-post', 'Fresh today');
  await step(EDDIE, CONTENT_ADMIN_PATTERNS.publishPost, live.id, 'fresh-post', 'Fresh today');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('the dashboard lists', () => {
  it('My drafts: the caller’s own drafts and posts in review, last saved first', async () => {
    expect(await titles(WREN, { list: 'mine' })).toEqual(['Wren’s 100% review', 'Wren’s quiet draft']);
    expect(await titles(WREN, { list: 'mine', status: 'draft' })).toEqual(['Wren’s quiet draft']);
    expect(await titles(OTTO, { list: 'mine' })).toEqual(['Otto’s review']);
  });

  it('Waiting for review: every submission to an editor, oldest first; a contributor’s own only', async () => {
    expect(await titles(EDDIE, { list: 'review' })).toEqual(['Wren’s 100% review', 'Otto’s review']);
    expect(await titles(OTTO, { list: 'review' })).toEqual(['Otto’s review']);
    const [item] = await list(EDDIE, { list: 'review', author: 'WREN@example.com' });
    expect(item).toMatchObject({ kind: 'post', state: 'review', author: 'Wren@example.com' });
  });

  it('Scheduled: soonest first', async () => {
    expect(await titles(EDDIE, { list: 'scheduled' })).toEqual(['Sooner', 'Later this week']);
  });

  it('Recently published: posts, guides and topics, newest first; a kind filter keeps one', async () => {
    const items = await list(EDDIE, { list: 'published', limit: 50 });
    expect(items[0]).toMatchObject({ title: 'Fresh today', kind: 'post', state: 'published' });
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(['post', 'guide', 'topic']));
    expect((await list(EDDIE, { list: 'published', kind: 'guide' })).every((item) => item.kind === 'guide')).toBe(true);
    expect(await list(EDDIE, { list: 'published', kind: 'guide', status: 'draft' })).toEqual([]);
  });

  it('searches titles as typed: LIKE’s wildcards match themselves', async () => {
    expect(await titles(EDDIE, { list: 'review', q: '100%' })).toEqual(['Wren’s 100% review']);
    expect(await titles(EDDIE, { list: 'review', q: '%' })).toEqual(['Wren’s 100% review']);
    expect(await titles(EDDIE, { list: 'review', q: '_' })).toEqual([]);
  });

  it('keeps to its limit', async () => {
    expect(await list(EDDIE, { list: 'published', limit: 2 })).toHaveLength(2);
  });

  it.each([
    ['an unknown list', { list: 'everything' }],
    ['a limit over 50', { list: 'mine', limit: 51 }],
    ['an unknown kind', { list: 'published', kind: 'category' }],
    ['a search over 100 characters', { list: 'mine', q: 'x'.repeat(101) }],
  ])('refuses %s', async (_case, query) => {
    expect((await fixture.failure(CONTENT_ADMIN_PATTERNS.listWork, { actor: EDDIE, query })).code).toBe(ErrorCode.Validation);
  });
});
