import { createServer, type Server, type Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminCategorySchema,
  AdminGuideSchema,
  AdminPostSchema,
  AdminTopicSchema,
  AuditEntrySchema,
  BlogPostSchema,
  CONTENT_EVENTS,
  ContentChangedSchema,
  type CategoryInput,
  type ContentChanged,
  type GuideInput,
  type PostInput,
  type RpcMessage,
  type TopicInput,
} from '@livefully/contracts';
import { z } from 'zod';
import { mintIdToken } from '../../services/identity/src/testing/auth-emulator.js';
import { startAdminCluster } from './admin-cluster.js';
import { eventually } from './cluster.js';
import { call as httpCall, type Answer } from './http-call.js';

/**
 * Fixed ports below 32768 (see vitest.integration.config.ts), ten per transport:
 * base postgres, +1 redis, +2 content, +3 gateway, +4 identity, +5 the stand-in search service,
 * +6 the Auth Emulator.
 */
const transports = [
  { transport: 'tcp', basePort: 21_600 },
  { transport: 'redis', basePort: 21_610 },
] as const;

const ADMIN = 'ada.admin@example.com';
const READER = 'rita.reader@example.com';

type Changed = RpcMessage<ContentChanged>;

describe.each(transports)(
  'the admin API over $transport: PostgreSQL, Auth Emulator, identity, content and gateway',
  ({ transport, basePort }) => {
    const stops: (() => Promise<unknown>)[] = [];
    const events: Changed[] = [];
    let url = '';
    let adminToken = '';
    let readerToken = '';
    let wellnessId = '';

    const call = (method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
      httpCall(url + path, { method, ...options });
    const asAdmin = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
      call(method, path, { token: adminToken, body, ...(headers ? { headers } : {}) });

    const post = (overrides: Partial<PostInput> = {}): PostInput => ({
      title: 'Slow Mornings',
      slug: `slow-mornings-${transport}`,
      excerpt: 'Why the first hour of the day matters.',
      content: `## Start slowly\n\n${'Coffee, light and a page of a book. '.repeat(60)}`,
      categoryId: wellnessId,
      publishedAt: '2025-03-01T08:00:00.000Z',
      imagePath: '/images/slow-mornings.svg',
      imageAlt: 'A cup of coffee on a sunny windowsill',
      status: 'draft',
      ...overrides,
    });
    const guide = (categoryId: string, overrides: Partial<GuideInput> = {}): GuideInput => ({
      title: 'The Slow Living Guide',
      slug: `slow-living-${transport}`,
      description: 'Everything about slowing down.',
      content: '## Why\n\nBecause the days are long.',
      categoryId,
      ...overrides,
    });
    const topic = (overrides: Partial<TopicInput> = {}): TopicInput => ({
      name: 'Stargazing',
      slug: `stargazing-${transport}`,
      description: 'Dark skies and patient nights.',
      color: 'teal',
      icon: 'fa-mountain',
      ...overrides,
    });
    const category = (overrides: Partial<CategoryInput> = {}): CategoryInput => ({
      name: `Home ${transport}`,
      slug: `home-${transport}`,
      ...overrides,
    });

    beforeAll(async () => {
      const cluster = await startAdminCluster({
        name: `admin-api-${transport}`,
        transport,
        basePort,
        adminEmail: ADMIN,
        beforeServices: (redisUrl) => listenForEvents(transport, basePort, redisUrl, events),
        services: [{ name: 'content', port: basePort + 2, env: { SEARCH_SERVICE_PORT: String(basePort + 5) } }],
        gatewayEnv: {
          CONTENT_SERVICE_PORT: String(basePort + 2),
          SEARCH_SERVICE_PORT: String(basePort + 5),
          ENGAGE_SERVICE_PORT: String(basePort + 7),
        },
      });
      stops.push(cluster.stop);
      url = cluster.url;
      const emulator = { host: cluster.emulatorHost };
      [adminToken, readerToken] = await Promise.all([
        mintIdToken(emulator.host, { email: ADMIN, name: 'Ada Admin' }),
        mintIdToken(emulator.host, { email: READER, name: 'Rita Reader' }),
      ]);
      const categories = await asAdmin('GET', '/api/admin/categories');
      wellnessId = categories.body.data.find((c: { slug: string }) => c.slug === 'wellness').id;
    });

    afterAll(async () => {
      for (const stop of stops) await stop().catch(() => {});
    });

    describe('AdminGuard on every admin endpoint', () => {
      const id = randomUUID();
      const endpoints: [string, string, unknown?][] = [
        ...['posts', 'guides', 'topics', 'categories'].flatMap((kind): [string, string, unknown?][] => [
          ['GET', `/api/admin/${kind}`],
          ['GET', `/api/admin/${kind}/${id}`],
          ['POST', `/api/admin/${kind}`, {}],
          ['PUT', `/api/admin/${kind}/${id}`, {}],
          ['DELETE', `/api/admin/${kind}/${id}`],
          ['GET', `/api/admin/${kind}/${id}/revisions`],
          ['POST', `/api/admin/${kind}/${id}/revisions/1/restore`, { version: 1 }],
          ['PUT', `/api/admin/${kind}/${id}/autosave`, { values: {}, baseVersion: 1 }],
        ]),
        ['GET', '/api/admin/audit'],
      ];

      it.each(endpoints)('%s %s answers 401 without a token and for a bad one', async (method, path, body) => {
        const none = await call(method, path, { body });
        expect(none.status).toBe(401);
        expect(none.body).toMatchObject({ success: false, code: 'IDENTITY.TOKEN_MISSING' });
        const garbage = await call(method, path, { body, token: 'not-a-token' });
        expect(garbage.status).toBe(401);
        expect(garbage.body).toMatchObject({ success: false, code: 'IDENTITY.TOKEN_INVALID' });
      });

      it.each(endpoints)('%s %s answers 403 to a signed-in reader', async (method, path, body) => {
        const forbidden = await call(method, path, { body, token: readerToken });
        expect(forbidden.status).toBe(403);
        expect(forbidden.body).toMatchObject({ success: false, code: 'IDENTITY.NOT_ADMIN' });
      });

      it('lets no refused write through: a reader’s create leaves no row and no audit entry', async () => {
        const refused = await call('POST', '/api/admin/categories', {
          token: readerToken,
          body: category({ slug: 'sneaky', name: 'Sneaky' }),
        });
        expect(refused.status).toBe(403);
        const list = await asAdmin('GET', '/api/admin/categories');
        expect(list.body.data.map((c: { slug: string }) => c.slug)).not.toContain('sneaky');
        expect((await asAdmin('GET', '/api/admin/audit?kind=category')).body.data).toEqual([]);
      });
    });

    describe('an admin, through every endpoint', () => {
      it('creates, reads, lists, updates and deletes categories, topics, posts and guides (2xx, Admin* views, never cached)', async () => {
        const ok = (answer: Answer, status = 200) => {
          expect(answer.status, JSON.stringify(answer.body)).toBe(status);
          expect(answer.body.success).toBe(true);
          expect(answer.headers.get('cache-control')).toBe('private, no-store');
          return answer.body.data;
        };

        const createdCategory = AdminCategorySchema.parse(ok(await asAdmin('POST', '/api/admin/categories', category()), 201));
        expect(AdminCategorySchema.parse(ok(await asAdmin('GET', `/api/admin/categories/${createdCategory.id}`)))).toEqual(createdCategory);
        expect(z.array(AdminCategorySchema).parse(ok(await asAdmin('GET', '/api/admin/categories')))[0]!.id).toBe(createdCategory.id);
        const renamedCategory = ok(
          await asAdmin('PUT', `/api/admin/categories/${createdCategory.id}`, {
            ...category({ name: `House ${transport}` }),
            version: createdCategory.version,
          }),
        );
        expect(AdminCategorySchema.parse(renamedCategory).name).toBe(`House ${transport}`);

        const createdTopic = AdminTopicSchema.parse(ok(await asAdmin('POST', '/api/admin/topics', topic()), 201));
        expect(ok(await asAdmin('GET', `/api/admin/topics/${createdTopic.id}`))).toEqual(createdTopic);
        expect(z.array(AdminTopicSchema).parse(ok(await asAdmin('GET', '/api/admin/topics')))[0]!.id).toBe(createdTopic.id);
        expect(
          ok(await asAdmin('PUT', `/api/admin/topics/${createdTopic.id}`, { ...topic({ color: 'purple' }), version: createdTopic.version }))
            .color,
        ).toBe('purple');

        const input = post({ slug: `crud-${transport}`, categoryId: createdCategory.id, topicIds: [createdTopic.id], readTime: 7 });
        const createdPost = AdminPostSchema.parse(ok(await asAdmin('POST', '/api/admin/posts', input), 201));
        expect(createdPost).toMatchObject({
          category: `House ${transport}`,
          topicIds: [createdTopic.id],
          readTime: 7,
          readTimeSet: true,
          status: 'draft',
        });
        expect(ok(await asAdmin('GET', `/api/admin/posts/${createdPost.id}`))).toEqual(createdPost);
        expect(z.array(AdminPostSchema).parse(ok(await asAdmin('GET', '/api/admin/posts')))[0]!.id).toBe(createdPost.id);
        const updatedPost = AdminPostSchema.parse(
          ok(
            await asAdmin('PUT', `/api/admin/posts/${createdPost.id}`, {
              ...input,
              readTime: undefined,
              title: 'Renamed',
              version: createdPost.version,
            }),
          ),
        );
        expect(updatedPost).toMatchObject({ title: 'Renamed', readTimeSet: false });

        const createdGuide = AdminGuideSchema.parse(ok(await asAdmin('POST', '/api/admin/guides', guide(createdCategory.id)), 201));
        expect(ok(await asAdmin('GET', `/api/admin/guides/${createdGuide.id}`))).toEqual(createdGuide);
        expect(z.array(AdminGuideSchema).parse(ok(await asAdmin('GET', '/api/admin/guides')))[0]!.id).toBe(createdGuide.id);
        expect(
          ok(await asAdmin('PUT', `/api/admin/guides/${createdGuide.id}`, { ...guide(wellnessId), version: createdGuide.version }))
            .category,
        ).toBe('Wellness');

        const audit = z.array(AuditEntrySchema).parse(ok(await asAdmin('GET', `/api/admin/audit?entityId=${createdPost.id}`)));
        expect(audit.map((entry) => entry.action)).toEqual(['update', 'create']);
        expect(audit[0]).toMatchObject({ actor: { email: ADMIN }, kind: 'post', before: createdPost, after: updatedPost });
        expect(audit[0]!.actor.uid).toMatch(/\S/);

        expect(ok(await asAdmin('DELETE', `/api/admin/posts/${createdPost.id}`))).toEqual({ id: createdPost.id });
        expect(ok(await asAdmin('DELETE', `/api/admin/guides/${createdGuide.id}`))).toEqual({ id: createdGuide.id });
        expect(ok(await asAdmin('DELETE', `/api/admin/topics/${createdTopic.id}`))).toEqual({ id: createdTopic.id });
        expect(ok(await asAdmin('DELETE', `/api/admin/categories/${createdCategory.id}`))).toEqual({ id: createdCategory.id });
        expect((await asAdmin('GET', `/api/admin/posts/${createdPost.id}`)).status).toBe(404);
        expect(ok(await asAdmin('GET', '/api/admin/audit?kind=post&limit=1'))[0]).toMatchObject({
          action: 'delete',
          entityId: createdPost.id,
          after: null,
        });
      });
    });

    it('accepts a long article: the admin body limit is larger than the public 64 kB', async () => {
      const long = post({ slug: `long-read-${transport}`, content: `## A long read\n\n${'word '.repeat(19_000)}` });
      const created = await asAdmin('POST', '/api/admin/posts', long);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.data.readTime).toBe(96);
      expect((await asAdmin('DELETE', `/api/admin/posts/${created.body.data.id}`)).status).toBe(200);
    });

    describe('answers the caller’s mistakes with 400, 404 and 409', () => {
      it('400 with field issues for a body the editor schema refuses', async () => {
        const bad = await asAdmin('POST', '/api/admin/posts', {
          ...post(),
          title: ' ',
          slug: 'Not A Slug',
          metaDescription: 'x'.repeat(161),
        });
        expect(bad.status).toBe(400);
        expect(bad.body).toMatchObject({ success: false, code: 'COMMON.VALIDATION', message: 'Invalid post' });
        expect(bad.body.issues).toEqual(
          expect.arrayContaining([
            { path: ['title'], message: 'Title is required' },
            { path: ['slug'], message: 'Slug must be lowercase words joined by hyphens' },
            { path: ['metaDescription'], message: 'Meta description must be at most 160 characters' },
          ]),
        );
        const topicIssues = await asAdmin('POST', '/api/admin/topics', { ...topic(), color: 'magenta' });
        expect(topicIssues.status).toBe(400);
        expect(topicIssues.body.issues).toEqual([{ path: ['color'], message: 'Choose one of the colours' }]);
        const empty = await asAdmin('POST', '/api/admin/categories');
        expect(empty.status).toBe(400);
        expect(empty.body.issues.map((issue: { path: string[] }) => issue.path[0])).toEqual(['name', 'slug']);
      });

      it('400 for malformed JSON, a malformed id and a bad audit query', async () => {
        const json = await asAdmin('POST', '/api/admin/guides', '{"title":');
        expect(json.status).toBe(400);
        expect(json.body).toMatchObject({ success: false, message: 'Request body is not valid JSON' });
        for (const [method, path] of [
          ['GET', '/api/admin/posts/not-a-uuid'],
          ['PUT', '/api/admin/topics/not-a-uuid'],
          ['DELETE', '/api/admin/categories/not-a-uuid'],
        ] as const) {
          const answer = await asAdmin(method, path, method === 'PUT' ? { ...topic(), version: 1 } : undefined);
          expect(answer.status).toBe(400);
          expect(answer.body.issues).toEqual([{ path: ['id'], message: 'Id must be a UUID' }]);
        }
        const query = await asAdmin('GET', '/api/admin/audit?limit=0&kind=user');
        expect(query.status).toBe(400);
        expect(query.body.issues.map((issue: { path: string[] }) => issue.path[0])).toEqual(['limit', 'kind']);
      });

      it('400 on categoryId and topicIds when they name nothing', async () => {
        const unknownTopic = randomUUID();
        const answer = await asAdmin(
          'POST',
          '/api/admin/posts',
          post({ slug: `orphan-${transport}`, categoryId: randomUUID(), topicIds: [unknownTopic] }),
        );
        expect(answer.status).toBe(400);
        expect(answer.body.issues).toEqual([
          { path: ['categoryId'], message: 'Choose an existing category' },
          { path: ['topicIds'], message: `Unknown topic: ${unknownTopic}` },
        ]);
      });

      it('404 for an id that names nothing', async () => {
        const missing = await asAdmin('PUT', `/api/admin/guides/${randomUUID()}`, {
          ...guide(wellnessId, { slug: `missing-${transport}` }),
          version: 1,
        });
        expect(missing.status).toBe(404);
        expect(missing.body).toMatchObject({ success: false, code: 'CONTENT.GUIDE_NOT_FOUND' });
      });

      it('409 VERSION_CONFLICT with both versions for an update based on a stale version; the history restores over HTTP', async () => {
        const slug = `contested-${transport}`;
        const created = AdminPostSchema.parse((await asAdmin('POST', '/api/admin/posts', post({ slug, title: 'Start' }))).body.data);
        const [first, second] = await Promise.all([
          asAdmin('PUT', `/api/admin/posts/${created.id}`, { ...post({ slug, title: 'First' }), version: created.version }),
          asAdmin('PUT', `/api/admin/posts/${created.id}`, { ...post({ slug, title: 'Second' }), version: created.version }),
        ]);
        const statuses = [first.status, second.status].sort();
        expect(statuses).toEqual([200, 409]);
        const [won, lost] = first.status === 200 ? [first, second] : [second, first];
        expect(lost.body).toMatchObject({
          success: false,
          code: 'CONTENT.VERSION_CONFLICT',
          details: {
            yours: { version: created.version },
            current: { id: created.id, version: created.version + 1, title: won.body.data.title },
          },
        });
        const missing = await asAdmin('PUT', `/api/admin/posts/${created.id}`, post({ slug }));
        expect(missing.status).toBe(400);
        expect(missing.body.issues).toContainEqual({
          path: ['version'],
          message: 'version is required: the version of the item this edit is based on',
        });

        const history = await asAdmin('GET', `/api/admin/posts/${created.id}/revisions`);
        expect(history.status).toBe(200);
        expect(history.body.data.revisions.map((revision: { number: number }) => revision.number)).toEqual([2, 1]);
        const restored = await asAdmin('POST', `/api/admin/posts/${created.id}/revisions/1/restore`, { version: 2 });
        expect(restored.status, restored.text).toBe(201);
        expect(restored.body.data).toMatchObject({ item: { title: 'Start', version: 3 }, droppedImages: [] });
        expect((await call('GET', `/api/admin/posts/${created.id}/revisions`)).status).toBe(401);
      });

      it('409 SlugTaken for a slug or category name in use, naming it; a repeated create makes no second row', async () => {
        const slug = `twice-${transport}`;
        expect((await asAdmin('POST', '/api/admin/posts', post({ slug }))).status).toBe(201);
        const again = await asAdmin('POST', '/api/admin/posts', post({ slug }));
        expect(again.status).toBe(409);
        expect(again.body).toEqual({
          success: false,
          code: 'CONTENT.SLUG_TAKEN',
          message: `The slug "${slug}" is already used by another post.`,
          issues: [{ path: ['slug'], message: 'This slug is already used by another post' }],
        });
        const posts = (await asAdmin('GET', '/api/admin/posts')).body.data as { slug: string }[];
        expect(posts.filter((p) => p.slug === slug)).toHaveLength(1);

        const name = await asAdmin('POST', '/api/admin/categories', category({ name: 'Wellness', slug: `wellness-${transport}` }));
        expect(name.status).toBe(409);
        expect(name.body.message).toBe('The name "Wellness" is already used by another category.');
      });

      it('409 CategoryInUse for a category that posts or guides still use, naming how many', async () => {
        const used = await asAdmin('DELETE', `/api/admin/categories/${wellnessId}`);
        expect(used.status).toBe(409);
        expect(used.body).toMatchObject({ success: false, code: 'CONTENT.CATEGORY_IN_USE' });
        expect(used.body.message).toMatch(/^The category "Wellness" is still used by \d+ posts and 1 guide; move or delete them first\.$/);
      });
    });

    describe('what visitors see', () => {
      const publicSlugs = async () => ((await call('GET', '/api/blog-posts')).body.data as { slug: string }[]).map((p) => p.slug);

      it('keeps a draft off /api/blog-posts until it is published, and hides it again when it goes back to draft', async () => {
        const slug = `visible-later-${transport}`;
        const draft = (await asAdmin('POST', '/api/admin/posts', post({ slug }))).body.data;
        expect(await publicSlugs()).not.toContain(slug);
        expect((await call('GET', `/api/blog-posts/${slug}`)).status).toBe(404);

        expect((await asAdmin('PUT', `/api/admin/posts/${draft.id}`, { ...post({ slug, status: 'published' }), version: 1 })).status).toBe(
          200,
        );
        expect(await publicSlugs()).toContain(slug);
        // A browser may keep the list a few seconds at most (the read cache itself is dropped by the write).
        const cacheControl = (await call('GET', '/api/blog-posts')).headers.get('cache-control') ?? '';
        expect(cacheControl).toMatch(/(^|[ ,])max-age=[0-5](,|$)/);
        expect(cacheControl).not.toMatch(/immutable/);
        const page = await call('GET', `/api/blog-posts/${slug}`);
        expect(page.status).toBe(200);
        expect(BlogPostSchema.parse(page.body.data)).toMatchObject({ id: draft.id, category: 'Wellness' });

        await asAdmin('PUT', `/api/admin/posts/${draft.id}`, { ...post({ slug, status: 'draft' }), version: 2 });
        expect(await publicSlugs()).not.toContain(slug);
      });

      it('follows the publish flow: Publish now puts a draft first in the list, Unpublish takes it away, Schedule wants a future date', async () => {
        const slug = `publish-flow-${transport}`;
        const draft = (await asAdmin('POST', '/api/admin/posts', post({ slug, status: 'draft' }))).body.data;
        expect(await publicSlugs()).not.toContain(slug);

        const published = await asAdmin('POST', `/api/admin/posts/${draft.id}/publish`, { ...post({ slug }), version: 1 });
        expect(published.status).toBe(200);
        expect((await publicSlugs())[0]).toBe(slug);

        const past = await asAdmin('POST', `/api/admin/posts/${draft.id}/schedule`, {
          ...post({ slug, publishedAt: '2025-01-01T00:00:00.000Z' }),
          version: 2,
        });
        expect(past.status).toBe(400);
        expect(past.body.issues).toEqual([{ path: ['publishedAt'], message: 'Choose a time in the future' }]);

        expect((await asAdmin('POST', `/api/admin/posts/${draft.id}/unpublish`, { ...post({ slug }), version: 2 })).status).toBe(200);
        expect(await publicSlugs()).not.toContain(slug);
      });

      it('shows a scheduled post by itself once its date has passed', async () => {
        const slug = `scheduled-${transport}`;
        const publishedAt = new Date(Date.now() + 2_000).toISOString();
        expect((await asAdmin('POST', '/api/admin/posts', post({ slug, status: 'published', publishedAt }))).status).toBe(201);
        expect(await publicSlugs()).not.toContain(slug);
        await eventually(async () => expect(await publicSlugs()).toContain(slug), 10_000);
        expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(publishedAt));
      });
    });

    describe('content.changed', () => {
      it(`reaches the search service ${transport === 'redis' ? 'as a Redis publish' : 'on its TCP port'}, carrying the request's correlation id`, async () => {
        const correlationId = `admin-${transport}-${Date.now()}`;
        const created = await asAdmin('POST', '/api/admin/topics', topic({ slug: `announced-${transport}` }), {
          'x-correlation-id': correlationId,
        });
        expect(created.status).toBe(201);
        const event = await eventually(async () => {
          const found = events.find((message) => message.data.id === created.body.data.id);
          expect(found).toBeDefined();
          return found!;
        });
        expect(event.meta.correlationId).toBe(correlationId);
        expect(ContentChangedSchema.parse(event.data)).toMatchObject({ kind: 'topic', action: 'upserted' });
      });
    });
  },
);

/**
 * Stands in for the search service: subscribes to the Redis channel, or listens on the search
 * service's TCP port and reads Nest's framing (`<length>#<json>`). Returns its stop function.
 */
async function listenForEvents(transport: 'tcp' | 'redis', basePort: number, redisUrl: string | undefined, into: Changed[]) {
  if (transport === 'redis') {
    const subscriber = new Redis(redisUrl!);
    subscriber.on('message', (_channel: string, text: string) => into.push(JSON.parse(text).data as Changed));
    await subscriber.subscribe(CONTENT_EVENTS.changed);
    return async () => void subscriber.disconnect();
  }
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        const hash = buffer.indexOf('#');
        if (hash < 0) return;
        const length = Number(buffer.slice(0, hash));
        if (buffer.length < hash + 1 + length) return;
        const packet = JSON.parse(buffer.slice(hash + 1, hash + 1 + length)) as { pattern: string; data: Changed };
        buffer = buffer.slice(hash + 1 + length);
        if (packet.pattern === CONTENT_EVENTS.changed) into.push(packet.data);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(basePort + 5, '127.0.0.1', resolve));
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
}
