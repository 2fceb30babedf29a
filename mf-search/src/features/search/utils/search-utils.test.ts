import { describe, expect, it } from 'vitest';
import { resultPath, resultTypeColor, resultTypeLabel } from './result-type';
import { resultsCount, resultsHeading } from './search-texts';
import { moreTopicsLabel, topicChips } from './topic-chips';

const topics = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `t${i}`, slug: `topic-${i}`, name: `Topic ${i}` }));

describe('search result helpers', () => {
  it('labels the types Article, Guide and Topic, anything else Content', () => {
    expect(['blog_post', 'guide', 'topic', 'podcast'].map(resultTypeLabel)).toEqual(['Article', 'Guide', 'Topic', 'Content']);
    expect(['blog_post', 'guide', 'topic', 'podcast'].map(resultTypeColor)).toEqual(['blue', 'green', 'orange', 'gray']);
  });

  it('links a post to /blog, a guide to /guide and a topic to /topics', () => {
    expect(resultPath({ type: 'blog_post', slug: 'slow-mornings' })).toBe('/blog/slow-mornings');
    expect(resultPath({ type: 'guide', slug: 'wellness-habits' })).toBe('/guide/wellness-habits');
    expect(resultPath({ type: 'topic', slug: 'foodie' })).toBe('/topics/foodie');
  });

  it('shows up to 3 topic chips and counts the rest', () => {
    expect(topicChips(topics(2))).toEqual({ shown: topics(2), more: 0 });
    expect(topicChips(topics(3))).toEqual({ shown: topics(3), more: 0 });
    const five = topicChips(topics(5));
    expect(five.shown.map((t) => t.slug)).toEqual(['topic-0', 'topic-1', 'topic-2']);
    expect(five.more).toBe(2);
    expect(moreTopicsLabel(2)).toBe('+2 more topics');
  });

  it('writes the status lines of docs/requirements.md#r-search-texts', () => {
    expect(resultsHeading('slow travel')).toBe('Search results for "slow travel"');
    expect([resultsCount(0), resultsCount(1), resultsCount(3)]).toEqual(['0 result(s) found', '1 result(s) found', '3 result(s) found']);
  });
});
