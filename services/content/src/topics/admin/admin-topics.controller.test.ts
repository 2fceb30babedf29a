import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminTopicSchema,
  CONTENT_ADMIN_PATTERNS,
  CONTENT_PATTERNS,
  ErrorCode,
  type AdminPost,
  type AdminTopic,
  type Topic,
  type TopicInput,
} from '@livefully/contracts';
import { z } from 'zod';
import { ACTOR, idOf, postInput, topicInput } from '../../testing/admin-inputs.js';
import { startContentFixture, type ContentFixture } from '../../testing/content-fixture.js';

let fixture: ContentFixture;
let wellness: string;

const create = (input: TopicInput) => fixture.send<AdminTopic>(CONTENT_ADMIN_PATTERNS.createTopic, { actor: ACTOR, input });

beforeAll(async () => {
  fixture = await startContentFixture('admin-topics');
  wellness = await idOf(fixture.dataSource, 'categories', 'wellness');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('admin topics', () => {
  let topic: AdminTopic;

  it('creates a topic with a colour and icon of the contract, counting visible posts only', async () => {
    topic = AdminTopicSchema.parse(await create(topicInput()));
    expect(topic).toMatchObject({ slug: 'stargazing', color: 'teal', icon: 'fa-mountain', articleCount: 0 });
    await fixture.send(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: ACTOR,
      input: postInput(wellness, { slug: 'outdoor-post', topicIds: [topic.id] }),
    });
    await fixture.send(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: ACTOR,
      input: postInput(wellness, { slug: 'outdoor-draft', topicIds: [topic.id], status: 'draft' }),
    });
    expect((await fixture.send<AdminTopic>(CONTENT_ADMIN_PATTERNS.getTopic, { id: topic.id })).articleCount).toBe(1);
    expect((await fixture.send<Topic>(CONTENT_PATTERNS.getTopic, { slug: 'stargazing' })).articleCount).toBe(1);
  });

  it('refuses a colour or icon the site cannot draw', async () => {
    const error = await fixture.failure(CONTENT_ADMIN_PATTERNS.createTopic, {
      actor: ACTOR,
      input: { ...topicInput({ slug: 'rockets' }), color: 'magenta', icon: 'fa-rocket' },
    });
    expect(error.issues).toEqual([
      { path: ['input', 'color'], message: 'Choose one of the colours' },
      { path: ['input', 'icon'], message: 'Choose one of the icons' },
    ]);
  });

  it('lists every topic, newest updated first', async () => {
    const topics = z.array(AdminTopicSchema).parse(await fixture.send(CONTENT_ADMIN_PATTERNS.listTopics));
    expect(topics[0]!.id).toBe(topic.id);
    expect(topics.map((t) => t.slug)).toEqual(expect.arrayContaining(['foodie', 'sports', 'stargazing']));
  });

  it('updates every field, and refuses a slug another topic has', async () => {
    const updated = await fixture.send<AdminTopic>(CONTENT_ADMIN_PATTERNS.updateTopic, {
      actor: ACTOR,
      id: topic.id,
      input: topicInput({ name: 'Open Air', slug: 'open-air', color: 'green', icon: 'fa-leaf' }),
      version: topic.version,
    });
    expect(updated).toMatchObject({ id: topic.id, name: 'Open Air', slug: 'open-air', color: 'green', icon: 'fa-leaf', articleCount: 1 });
    const taken = await fixture.failure(CONTENT_ADMIN_PATTERNS.updateTopic, {
      actor: ACTOR,
      id: topic.id,
      input: topicInput({ slug: 'foodie' }),
      version: updated.version,
    });
    expect(taken).toMatchObject({ code: ErrorCode.SlugTaken, message: 'The slug "foodie" is already used by another topic.' });
  });

  it('deletes it to the trash; the posts stay and no longer show it, its links wait for a restore', async () => {
    const post = (await fixture.send<AdminPost[]>(CONTENT_ADMIN_PATTERNS.listPosts)).find((p) => p.slug === 'outdoor-post')!;
    expect(post.topicIds).toEqual([topic.id]);
    const links = await fixture.dataSource.query('SELECT post_id FROM content.post_topics WHERE topic_id = $1 ORDER BY post_id', [
      topic.id,
    ]);
    expect(await fixture.send(CONTENT_ADMIN_PATTERNS.deleteTopic, { actor: ACTOR, id: topic.id })).toEqual({ id: topic.id });
    expect(
      await fixture.dataSource.query('SELECT post_id FROM content.post_topics WHERE topic_id = $1 ORDER BY post_id', [topic.id]),
    ).toEqual(links);
    expect((await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.getPost, { id: post.id })).topicIds).toEqual([]);
    expect((await fixture.failure(CONTENT_PATTERNS.getTopic, { slug: 'open-air' })).code).toBe(ErrorCode.TopicNotFound);
  });

  it('answers an unknown id with TopicNotFound', async () => {
    expect((await fixture.failure(CONTENT_ADMIN_PATTERNS.getTopic, { id: randomUUID() })).code).toBe(ErrorCode.TopicNotFound);
  });
});
