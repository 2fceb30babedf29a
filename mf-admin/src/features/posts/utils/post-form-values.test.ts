import type { AdminPost } from '@livefully/contracts';
import { describe, expect, it } from 'vitest';
import { newPostValues, parsePostValues, postToValues, postValuesToInput } from './post-form-values';

const CATEGORY = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
const POST: AdminPost = {
  id: '7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60',
  slug: 'slow-mornings',
  title: 'The Art of Slow Mornings',
  excerpt: 'Ten unhurried minutes.',
  content: 'A calm start.',
  categoryId: CATEGORY,
  category: 'Wellness',
  topicIds: [],
  tags: ['mornings'],
  metaDescription: '',
  metaTitle: '',
  canonicalUrl: '',
  noindex: false,
  shareImagePath: '',
  imagePath: '',
  imageAlt: '',
  author: 'Ana Ruiz',
  authorId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  authorSlug: 'ana-ruiz',
  publishedAt: '2025-01-05T09:00:00.000Z',
  readTime: 4,
  readTimeSet: false,
  status: 'published',
  submittedAt: null,
  reviewNote: null,
  createdByUid: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
  version: 1,
};

describe('post form values', () => {
  it('round-trips a saved post, keeping its date and leaving a computed read time out', () => {
    const input = postValuesToInput(postToValues(POST));
    expect(new Date(input.publishedAt ?? NaN).toISOString()).toBe(POST.publishedAt);
    expect(input.publishedAt).toMatch(/[+-]\d{2}:\d{2}$/);
    expect(input).not.toHaveProperty('readTime');
    expect(parsePostValues(postToValues(POST)).success).toBe(true);
  });

  it('keeps the featured flag of a saved post, starts a new one unfeatured, and always sends it', () => {
    expect(postToValues({ ...POST, featured: true }).featured).toBe(true);
    expect(postValuesToInput(postToValues({ ...POST, featured: true })).featured).toBe(true);
    expect(newPostValues().featured).toBe(false);
    expect(postValuesToInput(newPostValues()).featured).toBe(false);
    // A service of an earlier release does not say: the post is not featured.
    expect(postToValues(POST).featured).toBe(false);
  });

  it('sends a read time set by hand as a number', () => {
    const values = { ...postToValues(POST), readTime: '7', readTimeSet: true };
    expect(postValuesToInput(values).readTime).toBe(7);
    expect(postValuesToInput({ ...values, readTime: ' ' })).not.toHaveProperty('readTime');
  });

  it('leaves a new post’s byline to the server (the writer’s own profile) and sends a chosen one', () => {
    expect(postValuesToInput(newPostValues())).not.toHaveProperty('authorId');
    expect(postValuesToInput(postToValues(POST)).authorId).toBe(POST.authorId);
  });

  it('starts a new post without a publish date, which the server sets when it is published', () => {
    expect(newPostValues().publishedAt).toBe('');
    expect(postValuesToInput(newPostValues()).publishedAt).toBeNull();
    expect(postToValues({ ...POST, status: 'draft', publishedAt: null }).publishedAt).toBe('');
  });

  it('maps the schema issues of an empty form to its fields, with the schema messages', () => {
    const result = parsePostValues({ ...newPostValues(), publishedAt: 'soon' });
    expect(result.success).toBe(false);
    expect(result.errors).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
      excerpt: 'Excerpt is required',
      content: 'Content is required',
      categoryId: 'Choose a category',
      publishedAt: 'Publish date must be a date and time',
    });
  });

  it('asks for alt text with an image, and says what a bad slug or read time is', () => {
    const values = {
      ...postToValues(POST),
      slug: 'Not A Slug',
      imagePath: '/images/tea.jpg',
      imageAlt: ' ',
      readTime: '0',
      readTimeSet: true,
    };
    expect(parsePostValues(values).errors).toEqual({
      slug: 'Slug must be lowercase words joined by hyphens',
      imageAlt: 'Alt text is required with an image',
      readTime: 'Read time must be at least 1 minute',
    });
  });

  it('hands on the trimmed payload when valid', () => {
    const result = parsePostValues({ ...postToValues(POST), title: '  Slow Mornings  ', tags: ['a', ' b '] });
    expect(result.success && result.data.title).toBe('Slow Mornings');
    expect(result.success && result.data.tags).toEqual(['a', 'b']);
  });
});
