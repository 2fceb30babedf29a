import type { Actor, AdminPost, CategoryInput, GuideInput, PostInput, TopicInput } from '@livefully/contracts';
import type { DataSource } from 'typeorm';
import { TEST_SCHEMA } from './content-fixture.js';

/** A staff member who may do anything (docs/roles.md), as the gateway sends them. */
export const ACTOR: Actor = { uid: 'admin-uid-1', email: 'ada.admin@example.com', role: 'owner' };
/** What the audit log, revisions, the trash, previews and media keep of the actor: who, not their role at the time. */
export const ACTOR_KEPT: Actor = { uid: ACTOR.uid, email: ACTOR.email };

/** Ids of seed rows by slug, for inputs that refer to them. */
export async function idOf(dataSource: DataSource, table: 'categories' | 'topics' | 'posts' | 'guides', slug: string): Promise<string> {
  const [row]: { id: string }[] = await dataSource.query(`SELECT id FROM "${TEST_SCHEMA}".${table} WHERE slug = $1`, [slug]);
  if (!row) throw new Error(`no ${table} row ${slug}`);
  return row.id;
}

export function postInput(categoryId: string, overrides: Partial<PostInput> = {}): PostInput {
  return {
    title: 'Slow Mornings',
    slug: 'slow-mornings',
    excerpt: 'Why the first hour of the day matters.',
    content: `## Start slowly\n\n${'Coffee, light and a page of a book. '.repeat(60)}`,
    categoryId,
    topicIds: [],
    tags: ['mornings', 'habits'],
    metaDescription: 'How a slow first hour changes the day.',
    imagePath: '/images/slow-mornings.svg',
    imageAlt: 'A cup of coffee on a sunny windowsill',
    publishedAt: '2025-03-01T08:00:00.000Z',
    status: 'published',
    ...overrides,
  };
}

export function guideInput(categoryId: string, overrides: Partial<GuideInput> = {}): GuideInput {
  return {
    title: 'The Slow Living Guide',
    slug: 'slow-living-guide',
    description: 'Everything about slowing down, in one place.',
    content: '## Why slow down\n\nBecause the days are long and the years are short.',
    categoryId,
    metaDescription: 'A guide to slow living.',
    imagePath: '/images/slow-living.svg',
    imageAlt: 'A hammock between two trees',
    ...overrides,
  };
}

export function topicInput(overrides: Partial<TopicInput> = {}): TopicInput {
  return {
    name: 'Stargazing',
    slug: 'stargazing',
    description: 'Dark skies and patient nights.',
    color: 'teal',
    icon: 'fa-mountain',
    ...overrides,
  };
}

export function categoryInput(overrides: Partial<CategoryInput> = {}): CategoryInput {
  return { name: 'Home & Garden', slug: 'home-garden', description: 'Rooms, plants and the people in them.', ...overrides };
}

/** What the admin editor sends for a post opened and saved unchanged: a read time that follows the words is left out. */
export function unchangedPostInput(post: AdminPost): PostInput {
  const { title, slug, excerpt, content, categoryId, topicIds, tags, metaDescription, imagePath, imageAlt, authorId, publishedAt, status } =
    post;
  return {
    ...{ title, slug, excerpt, content, categoryId, topicIds, tags, metaDescription, imagePath, imageAlt, authorId, publishedAt },
    // A post waiting for review is edited as a draft; the service keeps it in review.
    status: status === 'review' ? 'draft' : status,
    ...(post.readTimeSet ? { readTime: post.readTime } : {}),
  };
}
