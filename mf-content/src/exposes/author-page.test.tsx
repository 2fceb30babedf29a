// @vitest-environment jsdom
import type { AuthorPage as AuthorPageData } from '@livefully/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi, summary, testId, type Reply } from '../testing/render-page';
import AuthorPage from './author-page';

const PAGE: AuthorPageData = {
  author: {
    id: testId(1),
    slug: 'ana-ruiz',
    name: 'Ana Ruiz',
    bio: 'Writes about slow mornings and long walks.',
    photoPath: null,
    photoAlt: '',
    link: 'https://ana.example.com/about',
  },
  posts: [summary()],
  postCount: 13,
  nextCursor: 'next-page',
};
const reply = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });
const FIRST = '/api/authors/ana-ruiz?limit=12';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AuthorPage', () => {
  it('shows the profile, their articles and a link to the next page, with the Person in JSON-LD', async () => {
    stubApi({ [FIRST]: reply(PAGE) });
    renderPage('/authors/ana-ruiz', '/authors/:slug', <AuthorPage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Ruiz' })).toBeTruthy();
    expect(screen.getByText('Writes about slow mornings and long walks.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ana.example.com' }).getAttribute('href')).toBe('https://ana.example.com/about');
    expect(screen.getByText('13 articles')).toBeTruthy();
    const card = within(screen.getByRole('article'));
    expect(card.getByRole('link', { name: 'The Art of Slow Mornings' }).getAttribute('href')).toBe('/blog/slow-mornings');
    expect(screen.getByRole('link', { name: 'More Articles' }).getAttribute('href')).toBe('/authors/ana-ruiz?page=2');
    const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent!),
    );
    expect(structured).toContainEqual(
      expect.objectContaining({
        '@type': 'Person',
        name: 'Ana Ruiz',
        description: 'Writes about slow mornings and long walks.',
        sameAs: ['https://ana.example.com/about'],
      }),
    );
  });

  it('reads the pages the address names, following each cursor', async () => {
    const fetchMock = stubApi({
      [FIRST]: reply(PAGE),
      '/api/authors/ana-ruiz?limit=12&cursor=next-page': reply({
        ...PAGE,
        posts: [summary({ id: testId(2), slug: 'later', title: 'Later' })],
        nextCursor: null,
      }),
    });
    renderPage('/authors/ana-ruiz?page=2', '/authors/:slug', <AuthorPage />);

    expect(await screen.findByRole('link', { name: 'Later' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'More Articles' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('says the author does not exist on a 404', async () => {
    stubApi({});
    renderPage('/authors/nobody', '/authors/:slug', <AuthorPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Author Not Found' })).toBeTruthy();
  });
});
