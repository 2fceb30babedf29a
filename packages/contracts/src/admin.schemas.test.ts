import { describe, expect, it } from 'vitest';
import { CategoryInputSchema, PostInputSchema, slugify, TopicInputSchema } from './admin.schemas.js';

const post = {
  title: 'Slow Mornings',
  slug: 'slow-mornings',
  excerpt: 'Why the first hour matters.',
  content: '## Start\n\nWords here.',
  categoryId: '00000000-0000-4000-8000-000000000001',
  author: 'Maya Chen',
  publishedAt: '2025-03-01T08:00:00Z',
};
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('slugify', () => {
  it.each([
    ['Three Ballparks in Three Days!', 'three-ballparks-in-three-days'],
    ['Food & Dining', 'food-and-dining'],
    ['  Café Crème, à la Maison  ', 'cafe-creme-a-la-maison'],
    ['---', ''],
  ])('%j -> %j', (text, slug) => expect(slugify(text)).toBe(slug));
});

describe('PostInputSchema', () => {
  it('accepts a minimal draft and fills the defaults', () => {
    expect(PostInputSchema.parse(post)).toMatchObject({ status: 'draft', tags: [], topicIds: [], imagePath: '', metaDescription: '' });
  });

  it('requires alt text with an image', () => {
    expect(issuesOf(PostInputSchema.safeParse({ ...post, imagePath: '/images/x.svg' }))).toEqual([
      'imageAlt: Alt text is required with an image',
    ]);
    expect(issuesOf(PostInputSchema.safeParse({ ...post, imagePath: '/images/x.svg', imageAlt: 'A sunrise' }))).toEqual([]);
  });

  it('names each bad field', () => {
    const messages = issuesOf(PostInputSchema.safeParse({ ...post, title: ' ', slug: 'Bad Slug', metaDescription: 'x'.repeat(161) }));
    expect(messages).toEqual(
      expect.arrayContaining([
        'title: Title is required',
        'slug: Slug must be lowercase words joined by hyphens',
        'metaDescription: Meta description must be at most 160 characters',
      ]),
    );
  });
});

describe('TopicInputSchema and CategoryInputSchema', () => {
  it('accept only the colours and icons the public pages draw', () => {
    const topic = { name: 'Outdoors', slug: 'outdoors', description: 'Fresh air.', color: 'teal', icon: 'fa-mountain' };
    expect(TopicInputSchema.safeParse(topic).success).toBe(true);
    expect(issuesOf(TopicInputSchema.safeParse({ ...topic, color: 'magenta', icon: 'fa-rocket' }))).toEqual([
      'color: Choose one of the colours',
      'icon: Choose one of the icons',
    ]);
    expect(CategoryInputSchema.parse({ name: 'Wellness', slug: 'wellness' }).description).toBe('');
  });
});

describe('admin text PostgreSQL cannot store', () => {
  it('is refused in a topic and a category, naming the field', () => {
    const topic = TopicInputSchema.safeParse({ name: 'Calm\u0000', slug: 'calm', description: 'ok', color: 'red', icon: 'fa-leaf' });
    expect(topic.error?.issues).toMatchObject([{ path: ['name'], message: 'Name contains a character that is not allowed' }]);
    const category = CategoryInputSchema.safeParse({ name: 'Travel', slug: 'travel', description: 'far\u0000away' });
    expect(category.error?.issues).toMatchObject([
      { path: ['description'], message: 'Description contains a character that is not allowed' },
    ]);
  });
});
