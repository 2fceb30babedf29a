import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_ADMIN_PATTERNS,
  ContentChangedSchema,
  type AdminCategory,
  type AdminGuide,
  type AdminPost,
  type AdminTopic,
} from '@livefully/contracts';
import { ACTOR, categoryInput, guideInput, idOf, postInput, topicInput } from '../testing/admin-inputs.js';
import { CORRELATION_ID, startContentFixture, type ContentFixture } from '../testing/content-fixture.js';
import { startEventRecorder, type ChangedMessage, type EventRecorder } from '../testing/event-recorder.js';

let fixture: ContentFixture;
let search: EventRecorder;
let wellness: string;

const about = (id: string, action: 'upserted' | 'deleted') => (message: ChangedMessage) =>
  message.data.id === id && message.data.action === action;
const createPost = (overrides: Parameters<typeof postInput>[1]) =>
  fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.createPost, { actor: ACTOR, input: postInput(wellness, overrides) });

beforeAll(async () => {
  search = await startEventRecorder();
  fixture = await startContentFixture('events', { env: { SEARCH_SERVICE_PORT: String(search.port), EVENT_TIMEOUT_MS: '500' } });
  wellness = await idOf(fixture.dataSource, 'categories', 'wellness');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
  await search?.stop();
});

describe('content.changed to the search service (TCP)', () => {
  it('follows a committed post create, in the message envelope with the correlation id of the change', async () => {
    const before = Date.now();
    const post = await createPost({ slug: 'announced' });
    const message = await search.waitFor(about(post.id, 'upserted'));
    expect(message.meta).toEqual({ correlationId: CORRELATION_ID });
    expect(ContentChangedSchema.parse(message.data)).toMatchObject({ kind: 'post', id: post.id, action: 'upserted' });
    expect(Date.parse(message.data.at)).toBeGreaterThanOrEqual(before - 1_000);
  });

  it('tells the index to drop a post that becomes private, and to add it back when it is published', async () => {
    const draft = await createPost({ slug: 'announced-draft', status: 'draft' });
    await search.waitFor(about(draft.id, 'deleted'));
    await fixture.send(CONTENT_ADMIN_PATTERNS.updatePost, {
      actor: ACTOR,
      id: draft.id,
      input: postInput(wellness, { slug: 'announced-draft' }),
      version: draft.version,
    });
    await search.waitFor(about(draft.id, 'upserted'));
    await fixture.send(CONTENT_ADMIN_PATTERNS.deletePost, { actor: ACTOR, id: draft.id });
    expect(
      (await search.waitFor((m) => m.data.id === draft.id && search.received.filter((r) => r.data.id === draft.id).length === 3)).data.id,
    ).toBe(draft.id);
    expect(search.received.filter((m) => m.data.id === draft.id).map((m) => m.data.action)).toEqual(['deleted', 'upserted', 'deleted']);
  });

  it('announces a scheduled post when its date comes, without any write at that moment', async () => {
    const soon = new Date(Date.now() + 1_500).toISOString();
    const post = await createPost({ slug: 'announced-later', publishedAt: soon });
    await search.waitFor(about(post.id, 'deleted'));
    expect(search.received.some(about(post.id, 'upserted'))).toBe(false);
    const live = await search.waitFor(about(post.id, 'upserted'), 5_000);
    expect(Date.parse(live.data.at)).toBeGreaterThanOrEqual(Date.parse(soon));
  });

  it('announces guides, topics and categories, and the visible posts whose topic or category was renamed', async () => {
    const category = await fixture.send<AdminCategory>(CONTENT_ADMIN_PATTERNS.createCategory, { actor: ACTOR, input: categoryInput() });
    await search.waitFor(about(category.id, 'upserted'));
    const guide = await fixture.send<AdminGuide>(CONTENT_ADMIN_PATTERNS.createGuide, { actor: ACTOR, input: guideInput(category.id) });
    await search.waitFor(about(guide.id, 'upserted'));
    const topic = await fixture.send<AdminTopic>(CONTENT_ADMIN_PATTERNS.createTopic, { actor: ACTOR, input: topicInput() });
    const post = await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: ACTOR,
      input: postInput(category.id, { slug: 'renamed-around', topicIds: [topic.id] }),
    });
    await search.waitFor(about(post.id, 'upserted'));
    const seen = () => search.received.filter(about(post.id, 'upserted')).length;

    await fixture.send(CONTENT_ADMIN_PATTERNS.updateTopic, {
      actor: ACTOR,
      id: topic.id,
      input: topicInput({ name: 'Night Skies' }),
      version: topic.version,
    });
    await search.waitFor(() => seen() === 2);
    await fixture.send(CONTENT_ADMIN_PATTERNS.updateCategory, {
      actor: ACTOR,
      id: category.id,
      input: categoryInput({ name: 'House & Garden' }),
      version: category.version,
    });
    await search.waitFor(() => seen() === 3);
    expect(search.received.filter(about(guide.id, 'upserted'))).toHaveLength(2);
    await fixture.send(CONTENT_ADMIN_PATTERNS.deleteTopic, { actor: ACTOR, id: topic.id });
    await search.waitFor(about(topic.id, 'deleted'));
    await search.waitFor(() => seen() === 4);
  });

  it('never fails or holds up a change while the search service is down, and delivers again once it is back', async () => {
    const port = search.port;
    await search.stop();
    const started = Date.now();
    const post = await createPost({ slug: 'while-search-is-down' });
    expect(post.slug).toBe('while-search-is-down');
    expect(Date.now() - started).toBeLessThan(400);
    await new Promise((resolve) => setTimeout(resolve, 700));

    search = await startEventRecorder(port);
    const again = await createPost({ slug: 'after-search-is-back' });
    await search.waitFor(about(again.id, 'upserted'));
  });
});
