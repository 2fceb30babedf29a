import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  CONTENT_ADMIN_PATTERNS,
  CONTENT_PATTERNS,
  ErrorCode,
  PostPreviewSchema,
  PREVIEW_PATTERNS,
  PreviewLinkSchema,
  PreviewLinkSummarySchema,
  SearchDocumentsPageSchema,
  SitePageSchema,
  type Actor,
  type AdminPost,
  type AuditEntry,
  type BlogPost,
} from '@livefully/contracts';
import { z } from 'zod';
import { ACTOR, ACTOR_KEPT, idOf, postInput } from '../testing/admin-inputs.js';
import { startContentFixture, type ContentFixture } from '../testing/content-fixture.js';
import { PreviewTokens } from './preview-tokens.js';

const SECRET = 'preview-secret-of-the-content-tests-0123456789';
let fixture: ContentFixture;
let draft: AdminPost;

const OTHER: Actor = { uid: 'admin-uid-2', email: 'grace.admin@example.com' };
const link = async (id: string, actor: Actor = ACTOR, requestId?: string) =>
  PreviewLinkSchema.parse(await fixture.send(PREVIEW_PATTERNS.createPostPreview, { actor, id, requestId }));
const preview = async (token: string) => PostPreviewSchema.parse(await fixture.send(PREVIEW_PATTERNS.getPostPreview, { token }));
const liveLinks = async (id: string) =>
  z.array(PreviewLinkSummarySchema).parse(await fixture.send(PREVIEW_PATTERNS.listPreviewLinks, { id }));
const revoke = (id: string, linkId: string, actor: Actor = ACTOR) =>
  fixture.send(PREVIEW_PATTERNS.revokePreviewLink, { actor, id, linkId, requestId: randomUUID() });
const auditOf = (entityId: string) => fixture.send<AuditEntry[]>(CONTENT_ADMIN_PATTERNS.listAudit, { entityId });

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
    const { id: linkId } = await link(draft.id);
    const expired = new PreviewTokens(SECRET).sign({ linkId, expiresAt: new Date(Date.now() - 1_000) });
    expect(await fixture.failure(PREVIEW_PATTERNS.getPostPreview, { token: expired })).toEqual({
      code: ErrorCode.Forbidden,
      message: 'This preview link has expired. Ask for a new one.',
    });
    const forged = new PreviewTokens('someone-else-s-secret-of-32-characters!').sign({
      linkId,
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

describe('preview links as rows', () => {
  let post: AdminPost;

  beforeAll(async () => {
    const wellness = await idOf(fixture.dataSource, 'categories', 'wellness');
    post = await fixture.send<AdminPost>(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: ACTOR,
      input: postInput(wellness, { slug: 'previewed-and-revoked', title: 'Shown Then Withdrawn', status: 'draft' }),
    });
  });

  it('lists the live links of a post with who made them; a revoked one opens as not valid, the other still works', async () => {
    const first = await link(post.id, ACTOR);
    const second = await link(post.id, OTHER);
    expect((await liveLinks(post.id)).map((each) => [each.id, each.createdBy, each.revokedAt])).toEqual([
      [second.id, OTHER, null],
      [first.id, ACTOR_KEPT, null],
    ]);

    const revoked = PreviewLinkSummarySchema.parse(await revoke(post.id, first.id, OTHER));
    expect(revoked).toMatchObject({ id: first.id, postId: post.id, createdBy: ACTOR_KEPT, expiresAt: first.expiresAt });
    expect(revoked.revokedAt).not.toBeNull();
    expect(await fixture.failure(PREVIEW_PATTERNS.getPostPreview, { token: first.token })).toEqual({
      code: ErrorCode.NotFound,
      message: 'This preview link is not valid.',
    });
    expect((await preview(second.token)).post.id).toBe(post.id);
    expect((await liveLinks(post.id)).map((each) => each.id)).toEqual([second.id]);
  });

  it('audits the make and the revoke, by who did each, without the token', async () => {
    const made = await link(post.id);
    await revoke(post.id, made.id, OTHER);
    const entries = await auditOf(made.id);
    expect(entries.map((entry) => [entry.action, entry.kind, entry.actor])).toEqual([
      ['revoke', 'preview', OTHER],
      ['create', 'preview', ACTOR_KEPT],
    ]);
    expect(entries[1]!.after).toMatchObject({ id: made.id, postId: post.id, postTitle: 'Shown Then Withdrawn', revokedAt: null });
    expect((entries[0]!.after as { revokedAt: string | null }).revokedAt).not.toBeNull();
    expect(JSON.stringify(entries)).not.toContain(made.token);
  });

  it('answers a second delivery of one create with the same link, and writes one row', async () => {
    const requestId = randomUUID();
    const [a, b] = [await link(post.id, ACTOR, requestId), await link(post.id, ACTOR, requestId)];
    expect(b).toEqual(a);
    expect((await auditOf(a.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('refuses to revoke a link twice (409), another post’s link or an unknown one (404)', async () => {
    const made = await link(post.id);
    await revoke(post.id, made.id);
    expect(await fixture.failure(PREVIEW_PATTERNS.revokePreviewLink, { actor: ACTOR, id: post.id, linkId: made.id })).toMatchObject({
      code: ErrorCode.Conflict,
      message: 'This preview link was already revoked.',
    });
    const elsewhere = await link(draft.id);
    expect((await fixture.failure(PREVIEW_PATTERNS.revokePreviewLink, { actor: ACTOR, id: post.id, linkId: elsewhere.id })).code).toBe(
      ErrorCode.PreviewLinkNotFound,
    );
    expect((await fixture.failure(PREVIEW_PATTERNS.revokePreviewLink, { actor: ACTOR, id: post.id, linkId: 'x' })).code).toBe(
      ErrorCode.Validation,
    );
    expect((await fixture.failure(PREVIEW_PATTERNS.listPreviewLinks, { id: randomUUID() })).code).toBe(ErrorCode.PostNotFound);
    // Still live: a refused revoke changed nothing.
    expect((await preview(elsewhere.token)).post.id).toBe(draft.id);
  });

  it('refuses a live link whose last signature character is spelled another way for the same bytes', async () => {
    const { token } = await link(post.id);
    const [payload = '', signature = ''] = token.split('.');
    const bytes = Buffer.from(signature, 'base64url');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const spellings = [...alphabet]
      .map((c) => signature.slice(0, -1) + c)
      .filter((spelling) => spelling !== signature && Buffer.from(spelling, 'base64url').equals(bytes));
    expect(spellings).toHaveLength(3);
    for (const spelling of spellings) {
      expect((await fixture.failure(PREVIEW_PATTERNS.getPostPreview, { token: `${payload}.${spelling}` })).code).toBe(ErrorCode.NotFound);
    }
    expect((await preview(token)).post.id).toBe(post.id);
  });
});
