import { describe, expect, it } from 'vitest';
import { GuideInputSchema, PostInputSchema, TopicInputSchema } from './admin.schemas.js';
import { META_TITLE_MAX } from './search-sharing.js';

const POST = {
  title: 'Slow mornings',
  slug: 'slow-mornings',
  excerpt: 'Ten minutes.',
  content: 'Body.',
  categoryId: '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
};
const GUIDE = { title: 'Habits', slug: 'habits', description: 'Small.', content: 'Body.', categoryId: POST.categoryId };
const TOPIC = { name: 'Calm', slug: 'calm', description: 'Calm.', color: 'teal', icon: 'fa-spa' };

const messageOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('the search and sharing fields of posts, guides and topics', () => {
  it('are empty (and indexed) when left out', () => {
    for (const parsed of [PostInputSchema.parse(POST), GuideInputSchema.parse(GUIDE), TopicInputSchema.parse(TOPIC)]) {
      expect(parsed).toMatchObject({ metaTitle: '', canonicalUrl: '', noindex: false, shareImagePath: '' });
    }
    expect(TopicInputSchema.parse(TOPIC).metaDescription).toBe('');
  });

  it('keep what the editor set, trimmed', () => {
    const parsed = PostInputSchema.parse({
      ...POST,
      metaTitle: '  Slow mornings, done right ',
      canonicalUrl: 'https://elsewhere.example/first?x=1',
      noindex: true,
      shareImagePath: '/media/0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d/original-tea.jpg',
    });
    expect(parsed).toMatchObject({
      metaTitle: 'Slow mornings, done right',
      canonicalUrl: 'https://elsewhere.example/first?x=1',
      noindex: true,
    });
  });

  it('refuse a meta title over the limit with a field message', () => {
    const result = GuideInputSchema.safeParse({ ...GUIDE, metaTitle: 'x'.repeat(META_TITLE_MAX + 1) });
    expect(messageOf(result, 'metaTitle')).toBe(`Meta title must be at most ${META_TITLE_MAX} characters`);
    expect(GuideInputSchema.safeParse({ ...GUIDE, metaTitle: 'x'.repeat(META_TITLE_MAX) }).success).toBe(true);
  });

  it('refuse a canonical URL that is not a full http(s) address', () => {
    for (const canonicalUrl of ['/blog/slow-mornings', 'elsewhere.example/first', 'javascript:alert(1)', 'ftp://elsewhere.example/x']) {
      const result = TopicInputSchema.safeParse({ ...TOPIC, canonicalUrl });
      expect(messageOf(result, 'canonicalUrl'), canonicalUrl).toBe(
        'Canonical URL must be a full address starting with https:// or http://',
      );
    }
    expect(TopicInputSchema.safeParse({ ...TOPIC, canonicalUrl: 'http://elsewhere.example/first' }).success).toBe(true);
  });

  it('refuse a share image that is not a path or https address, and a noindex that is not a boolean', () => {
    expect(messageOf(PostInputSchema.safeParse({ ...POST, shareImagePath: 'tea.jpg' }), 'shareImagePath')).toBe(
      'Share image path must start with / or https://',
    );
    expect(messageOf(PostInputSchema.safeParse({ ...POST, noindex: 'yes' }), 'noindex')).toBe('Noindex must be true or false');
  });
});
