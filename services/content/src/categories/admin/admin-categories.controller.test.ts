import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminCategorySchema,
  CONTENT_ADMIN_PATTERNS,
  CONTENT_PATTERNS,
  ErrorCode,
  relatedCategorySlug,
  type AdminCategory,
  type AdminGuide,
  type AdminPost,
  type CategoryInput,
  type PostsResponse,
} from '@livefully/contracts';
import { z } from 'zod';
import { ACTOR, categoryInput, guideInput, postInput } from '../../testing/admin-inputs.js';
import { startContentFixture, type ContentFixture } from '../../testing/content-fixture.js';

let fixture: ContentFixture;

const create = (input: CategoryInput) => fixture.send<AdminCategory>(CONTENT_ADMIN_PATTERNS.createCategory, { actor: ACTOR, input });

beforeAll(async () => {
  fixture = await startContentFixture('admin-categories');
}, 120_000);

afterAll(async () => {
  await fixture?.stop();
});

describe('admin categories', () => {
  let category: AdminCategory;

  it('creates a category and lists it first, each with its number of posts (drafts included)', async () => {
    category = AdminCategorySchema.parse(await create(categoryInput()));
    expect(category).toMatchObject({ name: 'Home & Garden', slug: 'home-garden', postCount: 0 });
    await fixture.send(CONTENT_ADMIN_PATTERNS.createPost, {
      actor: ACTOR,
      input: postInput(category.id, { slug: 'a-garden-draft', status: 'draft' }),
    });
    const categories = z.array(AdminCategorySchema).parse(await fixture.send(CONTENT_ADMIN_PATTERNS.listCategories));
    expect(categories.map((c) => c.slug)).toContain('wellness');
    expect(categories.find((c) => c.id === category.id)!.postCount).toBe(1);
  });

  it('refuses a slug or a name another category has with 409 SlugTaken naming it', async () => {
    expect(
      await fixture.failure(CONTENT_ADMIN_PATTERNS.createCategory, {
        actor: ACTOR,
        input: categoryInput({ name: 'Home Life', slug: 'wellness' }),
      }),
    ).toEqual({
      code: ErrorCode.SlugTaken,
      message: 'The slug "wellness" is already used by another category.',
      issues: [{ path: ['slug'], message: 'This slug is already used by another category' }],
    });
    expect(
      await fixture.failure(CONTENT_ADMIN_PATTERNS.createCategory, {
        actor: ACTOR,
        input: categoryInput({ name: 'Wellness', slug: 'wellness-two' }),
      }),
    ).toEqual({
      code: ErrorCode.SlugTaken,
      message: 'The name "Wellness" is already used by another category.',
      issues: [{ path: ['name'], message: 'This name is already used by another category' }],
    });
  });

  it('refuses a name the guide pages could not look up (relatedCategorySlug must give a slug)', async () => {
    const error = await fixture.failure(CONTENT_ADMIN_PATTERNS.createCategory, {
      actor: ACTOR,
      input: categoryInput({ name: 'Home/Garden', slug: 'home-slash-garden' }),
    });
    expect(error).toMatchObject({ code: ErrorCode.Validation, issues: [{ path: ['name'] }] });
  });

  it('finds the related articles of a category by its name even when its slug is another one', async () => {
    const renamed = await fixture.send<AdminCategory>(CONTENT_ADMIN_PATTERNS.createCategory, {
      actor: ACTOR,
      input: categoryInput({ name: 'Arts & Crafts', slug: 'arts-and-crafts' }),
    });
    await fixture.send(CONTENT_ADMIN_PATTERNS.createPost, { actor: ACTOR, input: postInput(renamed.id, { slug: 'a-crafts-post' }) });
    const { posts } = await fixture.send<PostsResponse>(CONTENT_PATTERNS.categoryPosts, { slug: relatedCategorySlug('Arts & Crafts') });
    expect(posts.map((post) => post.slug)).toEqual(['a-crafts-post']);
  });

  it('refuses to delete a category still used, with 409 CategoryInUse naming how many', async () => {
    await fixture.send<AdminGuide>(CONTENT_ADMIN_PATTERNS.createGuide, { actor: ACTOR, input: guideInput(category.id) });
    expect(await fixture.failure(CONTENT_ADMIN_PATTERNS.deleteCategory, { actor: ACTOR, id: category.id })).toEqual({
      code: ErrorCode.CategoryInUse,
      message: 'The category "Home & Garden" is still used by 1 post and 1 guide; move or delete them first.',
    });
  });

  it('renames a category: posts then show the new name', async () => {
    const updated = await fixture.send<AdminCategory>(CONTENT_ADMIN_PATTERNS.updateCategory, {
      actor: ACTOR,
      id: category.id,
      input: categoryInput({ name: 'House & Garden', slug: 'house-garden', description: '' }),
      version: category.version,
    });
    expect(updated).toMatchObject({ name: 'House & Garden', slug: 'house-garden', description: '', postCount: 1 });
    const post = (await fixture.send<AdminPost[]>(CONTENT_ADMIN_PATTERNS.listPosts)).find((p) => p.slug === 'a-garden-draft')!;
    expect(post.category).toBe('House & Garden');
  });

  it('deletes it once nothing uses it', async () => {
    const guides = await fixture.send<AdminGuide[]>(CONTENT_ADMIN_PATTERNS.listGuides);
    const posts = await fixture.send<AdminPost[]>(CONTENT_ADMIN_PATTERNS.listPosts);
    for (const guide of guides.filter((g) => g.categoryId === category.id)) {
      await fixture.send(CONTENT_ADMIN_PATTERNS.deleteGuide, { actor: ACTOR, id: guide.id });
    }
    for (const post of posts.filter((p) => p.categoryId === category.id)) {
      await fixture.send(CONTENT_ADMIN_PATTERNS.deletePost, { actor: ACTOR, id: post.id });
    }
    expect(await fixture.send(CONTENT_ADMIN_PATTERNS.deleteCategory, { actor: ACTOR, id: category.id })).toEqual({ id: category.id });
    expect((await fixture.failure(CONTENT_ADMIN_PATTERNS.getCategory, { id: category.id })).code).toBe(ErrorCode.CategoryNotFound);
  });

  it('answers an unknown id with CategoryNotFound', async () => {
    expect((await fixture.failure(CONTENT_ADMIN_PATTERNS.deleteCategory, { actor: ACTOR, id: randomUUID() })).code).toBe(
      ErrorCode.CategoryNotFound,
    );
  });
});
