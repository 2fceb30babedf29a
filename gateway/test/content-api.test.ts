import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPostSchema, GuideSchema, PostsPageSchema, PostsResponseSchema, TopicSchema } from '@livefully/contracts';
import { z } from 'zod';
import { eventually, startCluster, type Cluster } from './cluster.js';

const transports = [
  { transport: 'tcp', basePort: 21_100 },
  { transport: 'redis', basePort: 21_200 },
] as const;

describe.each(transports)('gateway + content service over $transport', ({ transport, basePort }) => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster({ name: `content-api-${transport}`, transport, basePort });
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('lists the seeded articles in the success envelope', async () => {
    const { status, body } = await cluster.get('/api/blog-posts');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const posts = z.array(BlogPostSchema).parse(body.data);
    expect(posts.length).toBeGreaterThanOrEqual(8);
    const dates = posts.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages the list with limit and cursor when asked, and refuses a bad page', async () => {
    const whole = (await cluster.get('/api/blog-posts')).body.data.map((p: { slug: string }) => p.slug);
    const first = await cluster.get('/api/blog-posts?limit=5');
    expect(first.status).toBe(200);
    const page = PostsPageSchema.parse(first.body.data);
    expect(page.posts.map((p) => p.slug)).toEqual(whole.slice(0, 5));
    const second = PostsPageSchema.parse((await cluster.get(`/api/blog-posts?limit=5&cursor=${page.nextCursor}`)).body.data);
    expect(second.posts.map((p) => p.slug)).toEqual(whole.slice(5, 10));

    const bad = await cluster.get('/api/blog-posts?limit=500');
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0]).toMatchObject({ path: ['limit'] });
  });

  it('answers one article by slug, its topics, and 404 for a missing slug', async () => {
    const list = await cluster.get('/api/blog-posts');
    const first = list.body.data[0];
    const one = await cluster.get(`/api/blog-posts/${first.slug}`);
    expect(one.status).toBe(200);
    expect(BlogPostSchema.parse(one.body.data).id).toBe(first.id);
    expect(one.body.data.content.length).toBeGreaterThan(500);

    const topics = await cluster.get(`/api/blog-posts/${first.id}/topics`);
    expect(topics.status).toBe(200);
    z.array(TopicSchema).parse(topics.body.data);

    const missing = await cluster.get('/api/blog-posts/no-such-article');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'CONTENT.POST_NOT_FOUND' });
    expect(missing.body.message).toEqual(expect.any(String));
  });

  it('answers 400 with field issues for a malformed slug or id', async () => {
    const badSlug = await cluster.get('/api/blog-posts/Not%20A%20Slug');
    expect(badSlug.status).toBe(400);
    expect(badSlug.body).toMatchObject({ success: false, code: 'COMMON.VALIDATION' });
    expect(badSlug.body.issues[0].path).toEqual(['slug']);
    const badId = await cluster.get('/api/blog-posts/not-a-uuid/topics');
    expect(badId.status).toBe(400);
    expect(badId.body.issues[0].path).toEqual(['id']);
  });

  it('answers guides, topics, and the {posts} calls of categories and topics', async () => {
    const guides = await cluster.get('/api/guides');
    const guideList = z.array(GuideSchema).parse(guides.body.data);
    expect(guideList.length).toBeGreaterThanOrEqual(2);
    const guide = await cluster.get(`/api/guides/${guideList[0]!.slug}`);
    expect(GuideSchema.parse(guide.body.data).slug).toBe(guideList[0]!.slug);
    const categoryPosts = await cluster.get(`/api/categories/${guideList[0]!.categorySlug}/blog-posts`);
    expect(categoryPosts.status).toBe(200);
    const { posts } = PostsResponseSchema.parse(categoryPosts.body.data);
    expect(posts.every((p) => p.category === guideList[0]!.category)).toBe(true);
    expect((await cluster.get('/api/categories/no-such-category/blog-posts')).status).toBe(404);

    const topics = z.array(TopicSchema).parse((await cluster.get('/api/topics')).body.data);
    expect(topics.map((t) => t.slug)).toEqual(expect.arrayContaining(['foodie', 'date-night', 'challenge', 'sports']));
    const topic = await cluster.get('/api/topics/foodie');
    expect(TopicSchema.parse(topic.body.data).slug).toBe('foodie');
    const topicPosts = PostsResponseSchema.parse((await cluster.get('/api/topics/foodie/blog-posts')).body.data);
    expect(topicPosts.posts.length).toBe(topic.body.data.articleCount);
    const missingTopic = await cluster.get('/api/topics/no-such-topic');
    expect(missingTopic.body.code).toBe('CONTENT.TOPIC_NOT_FOUND');
  });

  it('carries the correlation id into the content service log', async () => {
    const correlationId = `itest-${transport}-${Date.now()}`;
    // A read no earlier test made (a cached one never reaches the content service), which fails:
    // the service sums up the messages it handled well and logs each failure with its id.
    const response = await cluster.get(`/api/topics/no-topic-${transport}`, { 'x-correlation-id': correlationId });
    expect([response.status, response.headers.get('x-correlation-id')]).toEqual([404, correlationId]);
    await eventually(async () => {
      const lines = readFileSync(join(cluster.logDir, 'content.log'), 'utf8')
        .split('\n')
        .filter((l) => l.includes(correlationId));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(JSON.parse(line)).toMatchObject({ service: 'content', correlationId });
    });
  });

  it('reports the content service in /api/health', async () => {
    const { body } = await cluster.get('/api/health');
    const content = body.data.services.find((s: { service: string }) => s.service === 'content');
    expect(content).toMatchObject({ status: 'up', details: { postgres: 'up' } });
    expect(body.data.status).toBe('degraded');
  });

  it('answers 503 when the content service hangs, and recovers when it resumes', { timeout: 8_000 }, async () => {
    cluster.pauseContent();
    try {
      // A page never read before: reads served before answer from the read cache (read-cache.test.ts).
      const response = await cluster.get('/api/blog-posts?limit=7');
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ success: false, code: 'COMMON.SERVICE_UNAVAILABLE' });
    } finally {
      cluster.resumeContent();
    }
    await eventually(async () => expect((await cluster.get('/api/blog-posts')).status).toBe(200));
  });

  it('answers 503 while the content service is stopped, and recovers when it starts again', { timeout: 60_000 }, async () => {
    await cluster.stopContent();
    const down = await cluster.get('/api/blog-posts/any-article');
    expect(down.status).toBe(503);
    await cluster.startContent();
    await eventually(async () => expect((await cluster.get('/api/blog-posts')).status).toBe(200));
  });

  if (transport === 'redis') {
    it('reconnects after Redis restarts', { timeout: 60_000 }, async () => {
      await cluster.restartRedis();
      await eventually(async () => expect((await cluster.get('/api/blog-posts')).status).toBe(200), 30_000);
    });
  }
});
