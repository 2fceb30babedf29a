import { describe, expect, it } from 'vitest';
import { countPostStates, postStateLabel, postStateOf } from './post-status';

const NOW = Date.parse('2025-06-01T12:00:00Z');

describe('post status', () => {
  it('is Draft for a draft, whatever its date', () => {
    expect(postStateLabel({ status: 'draft', publishedAt: '2025-01-01T00:00:00Z' }, NOW)).toBe('Draft');
    expect(postStateLabel({ status: 'draft', publishedAt: '2030-01-01T00:00:00Z' }, NOW)).toBe('Draft');
  });

  it('is Published when published with a date that has come', () => {
    expect(postStateLabel({ status: 'published', publishedAt: '2025-06-01T12:00:00Z' }, NOW)).toBe('Published');
    expect(postStateLabel({ status: 'published', publishedAt: '2024-12-31T23:00:00-05:00' }, NOW)).toBe('Published');
  });

  it('is Scheduled when published with a future date', () => {
    expect(postStateOf({ status: 'published', publishedAt: '2025-06-01T12:00:01Z' }, NOW)).toBe('scheduled');
    // The offset counts: 14:30 in Paris in summer is 12:30 UTC, after NOW; 12:30 in London is before it.
    expect(postStateLabel({ status: 'published', publishedAt: '2025-06-01T14:30:00+02:00' }, NOW)).toBe('Scheduled');
    expect(postStateLabel({ status: 'published', publishedAt: '2025-06-01T12:30:00+01:00' }, NOW)).toBe('Published');
  });

  it('counts posts by state', () => {
    const posts = [
      { status: 'draft' as const, publishedAt: '2025-01-01T00:00:00Z' },
      { status: 'published' as const, publishedAt: '2025-01-01T00:00:00Z' },
      { status: 'published' as const, publishedAt: '2025-02-01T00:00:00Z' },
      { status: 'published' as const, publishedAt: '2026-01-01T00:00:00Z' },
      { status: 'review' as const, publishedAt: null },
    ];
    expect(countPostStates(posts, NOW)).toEqual({ draft: 1, review: 1, published: 2, scheduled: 1 });
  });
});
