import { describe, expect, it } from 'vitest';
import { DEFAULT_TOPIC_GRADIENT, topicGradient } from './topic-gradient';

describe('topicGradient', () => {
  it.each(['red', 'blue', 'green', 'orange', 'purple', 'pink', 'teal', 'yellow'])('maps %s to its own gradient', (color) => {
    const { tone, gradient } = topicGradient(color);
    expect(tone).toBe(color);
    expect(gradient).toMatch(/^linear-gradient\(135deg, #[0-9a-f]{6} 0%, #[0-9a-f]{6} 100%\)$/);
  });

  it('gives every colour a different gradient', () => {
    const colors = ['red', 'blue', 'green', 'orange', 'purple', 'pink', 'teal', 'yellow'];
    expect(new Set(colors.map((c) => topicGradient(c).gradient)).size).toBe(colors.length);
  });

  it('ignores letter case and surrounding spaces', () => {
    expect(topicGradient(' Teal ')).toEqual(topicGradient('teal'));
  });

  it.each(['magenta', '', '#ff0000', 'toString', 'default'])('falls back to the primary style for %j', (color) => {
    expect(topicGradient(color)).toBe(DEFAULT_TOPIC_GRADIENT);
    expect(DEFAULT_TOPIC_GRADIENT.gradient).toContain('var(--color-primary)');
  });
});
