// @vitest-environment jsdom
import type { BlogPostSummary } from '@livefully/contracts';
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleCard } from './article-card';
import { cardArticleOfPost } from './card-article';
import { PostCard } from './post-card';

const POST: BlogPostSummary = {
  id: '7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60',
  slug: 'slow-mornings',
  title: 'The Art of Slow Mornings',
  excerpt: 'Ten unhurried minutes changed my day.',
  category: 'Wellness',
  categorySlug: 'wellness',
  imagePath: '/images/tea.jpg',
  imageAlt: 'A cup of tea beside an open notebook',
  imageFocal: { x: 0.25, y: 0.75 },
  author: 'Ana Ruiz',
  authorProfile: { slug: 'ana-ruiz', name: 'Ana Ruiz', photoPath: null },
  publishedAt: '2025-01-05T09:00:00.000Z',
  readTime: 5,
};

afterEach(cleanup);

describe('PostCard', () => {
  it('shows every part of the article card: image at its focal point, category, title, excerpt, one meta line', () => {
    const { getByRole } = render(<PostCard post={POST} />);
    const card = within(getByRole('article'));
    const image = card.getByRole('img', { name: 'A cup of tea beside an open notebook' });
    expect(image.getAttribute('src')).toBe('/images/tea.jpg');
    expect(card.getByText('Wellness').getAttribute('data-accent-color')).toBe('green');
    const title = card.getByRole('heading', { level: 2, name: 'The Art of Slow Mornings' });
    expect(title.className).toContain('clamp-2');
    expect(within(title).getByRole('link').getAttribute('href')).toBe('/blog/slow-mornings');
    expect(card.getByText('Ten unhurried minutes changed my day.').className).toContain('clamp-3');

    const items = card.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Last updated: Jan 5, 2025', 'By Ana Ruiz', '5 min read']);
    expect(card.getByRole('link', { name: 'Ana Ruiz' }).getAttribute('href')).toBe('/authors/ana-ruiz');
  });

  it('keeps the card’s one title link named by the title alone', () => {
    const { getByRole } = render(<PostCard post={POST} headingLevel={3} />);
    const links = within(getByRole('article')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['The Art of Slow Mornings', 'Ana Ruiz']);
    expect(getByRole('heading', { level: 3 })).toBeTruthy();
  });
});

describe('ArticleCard', () => {
  it('draws a neutral block, hidden from assistive technology, where an item has no picture', () => {
    const article = { ...cardArticleOfPost(POST), image: null };
    const { getByRole, container } = render(<ArticleCard article={article} category="Wellness" />);
    expect(within(getByRole('article')).queryByRole('img')).toBeNull();
    const block = container.querySelector('.content-card__image--none');
    expect(block?.getAttribute('aria-hidden')).toBe('true');
  });

  it('puts what a page adds below the meta line', () => {
    const { getByRole } = render(
      <ArticleCard article={cardArticleOfPost(POST)} category="Wellness">
        <p>Read more</p>
      </ArticleCard>,
    );
    const card = getByRole('article');
    const meta = card.querySelector('.meta-line')!;
    const more = within(card).getByText('Read more');
    expect(meta.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
