import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CategoryBadge } from './category-badge';
import { categoryColor } from './category-color';

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

describe('CategoryBadge', () => {
  it('shows the category with its colour class', () => {
    expect(renderToStaticMarkup(<CategoryBadge category="Career" />)).toBe('<span class="badge badge--orange">Career</span>');
  });
});
