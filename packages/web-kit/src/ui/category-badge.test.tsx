import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CategoryBadge } from './category-badge';
import { badgeThemeColor, categoryColor, type BadgeColor } from './category-color';

describe('categoryColor', () => {
  it.each([
    ['Work-Life Balance', 'red'],
    ['Adventure', 'blue'],
    ['Personal Growth', 'blue'],
    ['Adventure & Travel', 'blue'],
    ['Wellness', 'green'],
    ['Lifestyle', 'green'],
    ['Food & Dining', 'green'],
    ['Career', 'orange'],
    ['Everyday Experiences', 'orange'],
  ])('colours %s %s', (category, color) => {
    expect(categoryColor(category)).toBe(color);
  });

  it.each(['Travel', 'wellness', '', 'toString', 'constructor'])('colours any other category (%j) grey', (category) => {
    expect(categoryColor(category)).toBe('grey');
  });
});

describe('badgeThemeColor', () => {
  it('draws each colour of docs/requirements.md#r-category-colours with the Radix Themes colour of that name, grey as gray', () => {
    expect(['red', 'blue', 'green', 'orange', 'grey'].map((color) => badgeThemeColor(color as BadgeColor))).toEqual([
      'red',
      'blue',
      'green',
      'orange',
      'gray',
    ]);
  });
});

describe('CategoryBadge', () => {
  it('shows the category as a Radix badge in its colour', () => {
    const markup = renderToStaticMarkup(<CategoryBadge category="Career" />);
    expect(markup).toMatch(/^<span [^>]*class="[^"]*\brt-Badge\b[^"]*"[^>]*>Career<\/span>$/);
    expect(markup).toContain('data-accent-color="orange"');
  });

  it('draws an unknown category gray', () => {
    expect(renderToStaticMarkup(<CategoryBadge category="Travel" />)).toContain('data-accent-color="gray"');
  });
});
