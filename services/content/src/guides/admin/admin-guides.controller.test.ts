import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminGuideSchema,
  CONTENT_ADMIN_PATTERNS,
  CONTENT_PATTERNS,
  ErrorCode,
  type AdminGuide,
  type GuideInput,
} from '@livefully/contracts';
import { z } from 'zod';
import { ACTOR, guideInput, idOf } from '../../testing/admin-inputs.js';
import { startContentFixture, type ContentFixture } from '../../testing/content-fixture.js';
import { inOneYear, insertPost } from '../../testing/test-posts.js';

let fixture: ContentFixture;
let wellness: string;
let career: string;

const create = (input: GuideInput) => fixture.send<AdminGuide>(CONTENT_ADMIN_PATTERNS.createGuide, { actor: ACTOR, input });
const visibleIn = async (slug: string) =>
  Number(
    (
      await fixture.dataSource.query(
        `SELECT count(*) AS n FROM content.posts p JOIN content.categories c ON c.id = p.category_id
         WHERE c.slug = $1 AND p.status = 'published' AND p.published_at <= now()`,
        [slug],
      )
    )[0].n,
  );

beforeAll(async () => {
  fixture = await startContentFixture('admin-guides');
  wellness = await idOf(fixture.dataSource, 'categories', 'wellness');
  career = await idOf(fixture.dataSource, 'categories', 'career');
  // Hidden posts do not count towards a guide's articles.
  await insertPost(fixture.dataSource, { slug: 'wellness-draft', category: 'Wellness', status: 'draft' });
  await insertPost(fixture.dataSource, { slug: 'wellness-next-year', category: 'Wellness', publishedAt: inOneYear() });
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('admin guides', () => {
  let guide: AdminGuide;

  it('creates a guide whose article count is the visible posts of its category', async () => {
    guide = AdminGuideSchema.parse(await create(guideInput(wellness)));
    expect(guide).toMatchObject({
      slug: 'slow-living-guide',
      categoryId: wellness,
      category: 'Wellness',
      articleCount: await visibleIn('wellness'),
    });
    expect((await fixture.send<{ slug: string }>(CONTENT_PATTERNS.getGuide, { slug: 'slow-living-guide' })).slug).toBe('slow-living-guide');
  });

  it('refuses a guide whose body has an image without alt text (every save of a guide is public), naming the image', async () => {
    const content = 'Start here.\n\n![](/images/slow-morning.svg)';
    const refused = await fixture.failure(CONTENT_ADMIN_PATTERNS.createGuide, {
      actor: ACTOR,
      input: guideInput(wellness, { slug: 'bare-guide', content }),
    });
    expect(refused).toMatchObject({
      code: ErrorCode.Validation,
      issues: [{ path: ['content'], message: 'Every image needs alt text: add it to “/images/slow-morning.svg”' }],
    });
    const update = await fixture.failure(CONTENT_ADMIN_PATTERNS.updateGuide, {
      actor: ACTOR,
      id: guide.id,
      input: guideInput(wellness, { content }),
      version: guide.version,
    });
    expect(update).toMatchObject({ code: ErrorCode.Validation });
    expect((await fixture.send<{ content: string }>(CONTENT_PATTERNS.getGuide, { slug: 'slow-living-guide' })).content).not.toContain(
      'slow-morning',
    );
  });

  it('gets it by id and lists it first (newest updated), with the seed guides', async () => {
    expect(await fixture.send(CONTENT_ADMIN_PATTERNS.getGuide, { id: guide.id })).toEqual(guide);
    const guides = z.array(AdminGuideSchema).parse(await fixture.send(CONTENT_ADMIN_PATTERNS.listGuides));
    expect(guides[0]!.id).toBe(guide.id);
    expect(guides.length).toBeGreaterThanOrEqual(7);
  });

  it('replaces every field on update; a new category brings its own count', async () => {
    const updated = await fixture.send<AdminGuide>(CONTENT_ADMIN_PATTERNS.updateGuide, {
      actor: ACTOR,
      id: guide.id,
      input: guideInput(career, { title: 'Working Slowly', slug: 'working-slowly', imagePath: '', imageAlt: '' }),
      version: guide.version,
    });
    expect(updated).toMatchObject({
      title: 'Working Slowly',
      slug: 'working-slowly',
      category: 'Career',
      imagePath: '',
      articleCount: await visibleIn('career'),
    });
  });

  it('refuses a slug another guide has with 409, and an unknown category with 400', async () => {
    const taken = await fixture.failure(CONTENT_ADMIN_PATTERNS.createGuide, {
      actor: ACTOR,
      input: guideInput(wellness, { slug: 'weekend-adventure-playbook' }),
    });
    expect(taken).toMatchObject({
      code: ErrorCode.SlugTaken,
      message: 'The slug "weekend-adventure-playbook" is already used by another guide.',
    });
    const unknown = await fixture.failure(CONTENT_ADMIN_PATTERNS.createGuide, {
      actor: ACTOR,
      input: guideInput(randomUUID(), { slug: 'orphan-guide' }),
    });
    expect(unknown).toEqual({
      code: ErrorCode.Validation,
      message: 'Invalid request',
      issues: [{ path: ['categoryId'], message: 'Choose an existing category' }],
    });
  });

  it('deletes it; the public page then answers GuideNotFound', async () => {
    expect(await fixture.send(CONTENT_ADMIN_PATTERNS.deleteGuide, { actor: ACTOR, id: guide.id })).toEqual({ id: guide.id });
    expect((await fixture.failure(CONTENT_PATTERNS.getGuide, { slug: 'working-slowly' })).code).toBe(ErrorCode.GuideNotFound);
    expect((await fixture.failure(CONTENT_ADMIN_PATTERNS.getGuide, { id: guide.id })).code).toBe(ErrorCode.GuideNotFound);
    expect((await fixture.failure(CONTENT_ADMIN_PATTERNS.deleteGuide, { actor: ACTOR, id: guide.id })).code).toBe(ErrorCode.GuideNotFound);
  });
});
