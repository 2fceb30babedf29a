import { describe, expect, it } from 'vitest';
import { BestHits } from './best-hits.js';

describe('BestHits', () => {
  it('keeps the best scores, highest first, earlier first among equals, and counts every hit offered', () => {
    const best = new BestHits(3);
    const offered: [string, number][] = [
      ['a', 1],
      ['b', 5],
      ['c', 3],
      ['d', 5],
      ['e', 0.5],
      ['f', 4],
      ['g', 3],
    ];
    for (const [key, score] of offered) best.offer(key, score);
    expect(best.keys()).toEqual(['b', 'd', 'f']);
    expect(best.count).toBe(offered.length);
  });

  it('answers as a stable sort of all of them would', () => {
    const scores = Array.from({ length: 500 }, (_, i) => ((i * 7919) % 37) / 3);
    const best = new BestHits(20);
    scores.forEach((score, i) => best.offer(String(i), score));
    const sorted = scores.map((score, i) => ({ key: String(i), score })).sort((x, y) => y.score - x.score);
    expect(best.keys()).toEqual(sorted.slice(0, 20).map((hit) => hit.key));
  });
});
