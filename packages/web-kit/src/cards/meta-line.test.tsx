// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MetaLine } from './meta-line';

afterEach(cleanup);

const items = (container: HTMLElement) => [...container.querySelectorAll('li')].map((item) => item.textContent);

describe('MetaLine', () => {
  it('lists date, author and read time, with no separator text between them', () => {
    const { container } = render(<MetaLine date="2025-01-05T09:00:00.000Z" author={{ name: 'Ana Ruiz', slug: 'ana-ruiz' }} readTime={5} />);
    expect(items(container)).toEqual(['Last updated: Jan 5, 2025', 'By Ana Ruiz', '5 min read']);
    expect(container.textContent).not.toMatch(/[·•|]/);
  });

  it('leaves a missing item out without a gap or a stray separator', () => {
    const { container } = render(<MetaLine date="2025-01-05T09:00:00.000Z" readTime={5} />);
    expect(items(container)).toEqual(['Last updated: Jan 5, 2025', '5 min read']);
    expect(container.textContent).toBe('Last updated: Jan 5, 20255 min read');
  });

  it('names an author without a page as plain text', () => {
    const { container } = render(<MetaLine author={{ name: 'A Guest' }} />);
    expect(items(container)).toEqual(['By A Guest']);
    expect(container.querySelector('a')).toBeNull();
  });

  it('renders nothing when it has nothing to say', () => {
    expect(render(<MetaLine />).container.innerHTML).toBe('');
  });

  it('draws the separators in CSS before each item, clipping the one that opens a line', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'meta-line.css'), 'utf8');
    expect(css).toMatch(/\.meta-line > li::before\s*{[^}]*content: '·'/);
    expect(css).toMatch(/\.meta-line\s*{[^}]*margin-inline-start: calc\(-1 \* var\(--meta-line-separator\)\)/);
    expect(css).toMatch(/\.meta-line\s*{[^}]*clip-path: inset\(/);
  });
});
