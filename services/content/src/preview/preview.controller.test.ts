import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_ADMIN_PATTERNS,
  CONTENT_PATTERNS,
  ErrorCode,
  PostPreviewSchema,
  PREVIEW_PATTERNS,
  PreviewLinkSchema,
  SearchDocumentsPageSchema,
  SitePageSchema,
  type AdminPost,
  type BlogPost,
} from '@livefully/contracts';
import { z } from 'zod';
import { ACTOR, idOf, postInput } from '../testing/admin-inputs.js';
import { startContentFixture, type ContentFixture } from '../testing/content-fixture.js';
import { PreviewTokens } from './preview-tokens.js';

const SECRET = 'preview-secret-of-the-content-tests-0123456789';
let fixture: ContentFixture;
let draft: AdminPost;

const link = async (id: string) => PreviewLinkSchema.parse(await fixture.send(PREVIEW_PATTERNS.createPostPreview, { actor: ACTOR, id }));
const preview = async (token: string) => PostPreviewSchema.parse(await fixture.send(PREVIEW_PATTERNS.getPostPreview, { token }));

beforeAll(async () => {
  fixture = await startContentFixture('preview', { env: { PREVIEW_SECRET: SECRET, PREVIEW_TTL_HOURS: '48' } });
  const wellness = await idOf(fixture.dataSource, 'categories', 'wellness');
  draft = await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.createPost, {
    actor: ACTOR,
    input: postInput(wellness, { slug: 'previewed-draft', title: 'A Draft Worth Seeing', status: 'draft' }),
  });
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('preview links', () => {
  it('makes a link that shows a draft as its public page would, for PREVIEW_TTL_HOURS', async () => {
    const before = Date.now();
    const made = await link(draft.id);
    expect(made.path).toBe(`/preview/${made.token}`);
    expect(Date.parse(made.expiresAt) - before).toBeGreaterThan(47.9 * 3_600_000);
    expect(Date.parse(made.expiresAt) - before).toBeLessThanOrEqual(48 * 3_600_000 + 1_000);

    const shown = await preview(made.token);
    expect(shown.state).toBe('draft');
    expect(shown.post).toMatchObject({ id: draft.id, slug: 'previewed-draft', title: 'A Draft Worth Seeing', category: 'Wellness' });
    expect(shown.expiresAt).toBe(new Date(Math.floor(Date.parse(made.expiresAt) / 1000) * 1000).toISOString());
  });

  it('says a scheduled post is scheduled', async () => {
    const wellness = await idOf(fixture.dataSource, 'categories', 'wellness');
    const scheduled = await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: ACTOR,
      input: postInput(wellness, { slug: 'previewed-scheduled', publishedAt: new Date(Date.now() + 86_400_000).toISOString() }),
    });
    expect((await preview((await link(scheduled.id)).token)).state).toBe('scheduled');
  });

  it('leaves the draft out of every public read while a link exists', async () => {
    await link(draft.id);
    expect((await fixture.send<BlogPost[]>(CONTENT_PATTERNS.listPosts)).map((post) => post.slug)).not.toContain('previewed-draft');
    expect((await fixture.failure(CONTENT_PATTERNS.getPost, { slug: 'previewed-draft' })).code).toBe(ErrorCode.PostNotFound);
    const pages = z.array(SitePageSchema).parse(await fixture.send(CONTENT_PATTERNS.sitePages, {}));
    expect(pages.map((page) => page.slug)).not.toContain('previewed-draft');
    const documents = SearchDocumentsPageSchema.parse(await fixture.send(CONTENT_PATTERNS.searchDocuments, { limit: 500 })).documents;
    expect(documents.map((document) => document.id)).not.toContain(draft.id);
  });

  it('refuses an expired link with 403 and a forged one with 404, each saying so', async () => {
    const expired = new PreviewTokens(SECRET).sign({ postId: draft.id, expiresAt: new Date(Date.now() - 1_000) });
    expect(await fixture.failure(PREVIEW_PATTERNS.getPostPreview, { token: expired })).toEqual({
      code: ErrorCode.Forbidden,
      message: 'This preview link has expired. Ask for a new one.',
    });
    const forged = new PreviewTokens('someone-else-s-secret-of-32-characters!').sign({
      postId: draft.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect(await fixture.failure(PREVIEW_PATTERNS.getPostPreview, { token: forged })).toEqual({
      code: ErrorCode.NotFound,
      message: 'This preview link is not valid.',
    });
    expect((await fixture.failure(PREVIEW_PATTERNS.getPostPreview, { token: 'x' })).code).toBe(ErrorCode.Validation);
  });

  it('stops working once the post is deleted, and refuses a link to an unknown post', async () => {
    const wellness = await idOf(fixture.dataSource, 'categories', 'wellness');
    const doomed = await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: ACTOR,
      input: postInput(wellness, { slug: 'previewed-then-deleted', status: 'draft' }),
    });
    const { token } = await link(doomed.id);
    await fixture.send(CONTENT_ADMIN_PATTERNS.deletePost, { actor: ACTOR, id: doomed.id });
    expect((await fixture.failure(PREVIEW_PATTERNS.getPostPreview, { token })).code).toBe(ErrorCode.NotFound);
    expect((await fixture.failure(PREVIEW_PATTERNS.createPostPreview, { actor: ACTOR, id: doomed.id })).code).toBe(ErrorCode.PostNotFound);
  });
});
