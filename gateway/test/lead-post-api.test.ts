import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPostSchema, BlogPostSummarySchema, PostSummariesPageSchema, type AdminPost, type PostInput } from '@livefully/contracts';
import { mintIdToken } from '../../services/identity/src/testing/auth-emulator.js';
import { startAdminCluster } from './admin-cluster.js';
import { call as httpCall } from './http-call.js';

/**
 * GET /api/lead-post through the gateway and its read cache, on real PostgreSQL: the newest
 * visible featured post leads, else the newest visible post; drafts, scheduled and trashed posts
 * never do, and every admin write is seen at once. Ports: base postgres, +2 content, +3 gateway,
 * +4 identity, +5 a search service nobody runs, +6 the Auth Emulator.
 */
const basePort = 22_900;
const ADMIN = 'lena.lead@example.com';
const DAY = 86_400_000;

describe('the lead post through the gateway', () => {
  let stop: () => Promise<unknown> = async () => {};
  let url = '';
  let token = '';
  let categoryId = '';

  const asAdmin = async (method: string, path: string, body?: unknown) => {
    const answer = await httpCall(url + path, { method, token, body });
    expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300);
    return answer.body.data;
  };
  const lead = async () => {
    const { status, body } = await httpCall(`${url}/api/lead-post`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    return body.data === null ? null : BlogPostSummarySchema.parse(body.data);
  };
  const newestSlug = async () =>
    PostSummariesPageSchema.parse((await httpCall(`${url}/api/blog-posts?view=summary&limit=1`)).body.data).posts[0]?.slug;

  const input = (slug: string, overrides: Partial<PostInput> = {}): PostInput => ({
    title: `Lead ${slug}`,
    slug,
    excerpt: 'A story that may lead the home page.',
    content: 'A body of a few words.',
    categoryId,
    status: 'published',
    ...overrides,
  });
  const create = async (slug: string, overrides: Partial<PostInput> = {}): Promise<AdminPost> =>
    AdminPostSchema.parse(await asAdmin('POST', '/api/admin/posts', input(slug, overrides)));
  const update = async (post: AdminPost, overrides: Partial<PostInput>): Promise<AdminPost> =>
    AdminPostSchema.parse(await asAdmin('PUT', `/api/admin/posts/${post.id}`, { ...input(post.slug, overrides), version: post.version }));
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

  beforeAll(async () => {
    const cluster = await startAdminCluster({
      name: 'lead-post-api',
      transport: 'tcp',
      basePort,
      adminEmail: ADMIN,
      services: [{ name: 'content', port: basePort + 2, env: { SEARCH_SERVICE_PORT: String(basePort + 5) } }],
      gatewayEnv: {
        CONTENT_SERVICE_PORT: String(basePort + 2),
        SEARCH_SERVICE_PORT: String(basePort + 5),
        ENGAGE_SERVICE_PORT: String(basePort + 7),
      },
    });
    stop = cluster.stop;
    url = cluster.url;
    token = await mintIdToken(cluster.emulatorHost, { email: ADMIN, name: 'Lena Lead' });
    const categories = await asAdmin('GET', '/api/admin/categories');
    categoryId = categories.find((c: { slug: string }) => c.slug === 'wellness').id;
  });

  afterAll(async () => {
    await stop();
  });

  it('leads with the newest post while none is featured', async () => {
    const newest = await newestSlug();
    expect(newest).toBeDefined();
    expect((await lead())?.slug).toBe(newest);
  });

  it('leads with a featured post over newer ones, and the newer of two featured ones; an unfeatured save lets the newest lead again', async () => {
    const older = await create('lead-older-featured', { featured: true, publishedAt: daysAgo(400) });
    expect(older.featured).toBe(true);
    const answer = await lead();
    expect(answer).toMatchObject({ slug: 'lead-older-featured', category: 'Wellness' });
    expect(answer).not.toHaveProperty('content');

    const newer = await create('lead-newer-featured', { featured: true, publishedAt: daysAgo(300) });
    expect((await lead())?.slug).toBe('lead-newer-featured');

    // A save without the flag (an editor of an earlier release) keeps it.
    const kept = await update(newer, { title: 'Lead, retitled' });
    expect(kept.featured).toBe(true);
    expect((await lead())?.title).toBe('Lead, retitled');

    await update(kept, { featured: false });
    expect((await lead())?.slug).toBe('lead-older-featured');
    await update(AdminPostSchema.parse(await asAdmin('GET', `/api/admin/posts/${older.id}`)), { featured: false });
    expect((await lead())?.slug).toBe(await newestSlug());
  });

  it('never leads with a featured draft, a featured post scheduled for later or a featured post in the trash', async () => {
    const shown = await create('lead-shown-featured', { featured: true, publishedAt: daysAgo(500) });
    expect((await lead())?.slug).toBe(shown.slug);

    await create('lead-draft-featured', { featured: true, status: 'draft', publishedAt: null });
    const scheduled = await create('lead-scheduled-featured', {
      featured: true,
      publishedAt: new Date(Date.now() + 30 * DAY).toISOString(),
    });
    expect(scheduled.publishedAt).not.toBeNull();
    expect((await lead())?.slug).toBe(shown.slug);

    const trashed = await create('lead-trashed-featured', { featured: true, publishedAt: daysAgo(1) });
    expect((await lead())?.slug).toBe(trashed.slug);
    await asAdmin('DELETE', `/api/admin/posts/${trashed.id}`);
    expect((await lead())?.slug).toBe(shown.slug);
  });

  it('answers null, not a 404, when no post is visible', async () => {
    const posts: AdminPost[] = await asAdmin('GET', '/api/admin/posts');
    for (const post of posts) await asAdmin('DELETE', `/api/admin/posts/${post.id}`);
    expect(await lead()).toBeNull();
  });

  it('refuses a featured flag that is not true or false, naming the field', async () => {
    const answer = await httpCall(`${url}/api/admin/posts`, {
      method: 'POST',
      token,
      body: { ...input('lead-bad-flag'), featured: 'yes' },
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body.issues)).toContain('featured');
  });
});
