// @vitest-environment jsdom
import type { Guide } from '@livefully/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { post, renderPage, stubApi, type Reply } from '../testing/render-page';
import GuidePage from './guide-page';

const GUIDE: Guide = {
  id: '3a5f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60',
  slug: 'weekend-adventure-playbook',
  title: 'The Weekend Adventure Playbook',
  description: 'Big trips on small time.',
  content: '## Draw your three-hour circle\n\nOpen a map.',
  category: 'Adventure & Travel',
  categorySlug: 'adventure-travel',
  metaDescription: 'Plan weekend adventures.',
  imagePath: '/images/weekend-adventure-playbook.svg',
  imageAlt: 'A winding road toward the mountains',
  articleCount: 6,
};
const POSTS = Array.from({ length: 6 }, (_, i) =>
  post({ id: `7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f6${i}`, slug: `trip-${i + 1}`, title: `Trip ${i + 1}`, category: 'Adventure & Travel' }),
);
const routes = (posts = POSTS): Record<string, Reply> => ({
  '/api/guides/weekend-adventure-playbook': { status: 200, body: { success: true, data: GUIDE } },
  '/api/categories/adventure-travel/blog-posts': { status: 200, body: { success: true, data: { posts } } },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('GuidePage', () => {
  it('shows the guide and at most 4 related articles from its category', async () => {
    const fetchMock = stubApi(routes());
    renderPage('/guide/weekend-adventure-playbook', '/guide/:slug', <GuidePage />);
    expect(screen.getByRole('status')).toBeTruthy();

    expect(await screen.findByRole('heading', { level: 1, name: GUIDE.title })).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(crumbs.getByRole('link', { name: 'Explore' }).getAttribute('href')).toBe('/guides');
    expect(crumbs.getByText(GUIDE.title).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Back to all guides' }).getAttribute('href')).toBe('/guides');
    expect(screen.getByText('Adventure & Travel', { selector: '.badge' })).toBeTruthy();
    expect(screen.getByText('Big trips on small time.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '6 related articles' }).getAttribute('href')).toBe('#related-articles');
    expect(screen.getByRole('img', { name: GUIDE.imageAlt })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Draw your three-hour circle' })).toBeTruthy();

    const related = within(screen.getByRole('region', { name: 'Related Articles' }));
    const cards = await related.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').querySelector('a')!.getAttribute('href'))).toEqual([
      '/blog/trip-1',
      '/blog/trip-2',
      '/blog/trip-3',
      '/blog/trip-4',
    ]);
    expect(related.getByRole('link', { name: 'View All Adventure & Travel Articles' }).getAttribute('href')).toBe(
      '/blog?category=Adventure%20%26%20Travel',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/categories/adventure-travel/blog-posts', expect.anything());
  });

  it('renders the same guide when linked with ?app=1', async () => {
    stubApi(routes());
    renderPage('/guide/weekend-adventure-playbook?app=1', '/guide/:slug', <GuidePage />);
    expect(await screen.findByRole('heading', { level: 1, name: GUIDE.title })).toBeTruthy();
  });

  it('scrolls to the related section 80 px below the top and focuses its heading', async () => {
    stubApi(routes());
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 200 });
    renderPage('/guide/weekend-adventure-playbook', '/guide/:slug', <GuidePage />);
    const link = await screen.findByRole('link', { name: '6 related articles' });
    const section = screen.getByRole('region', { name: 'Related Articles' });
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: 1500 } as DOMRect);

    fireEvent.click(link);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1500 + 200 - 80, behavior: 'smooth' });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Related Articles' }));
  });

  it('says when the category has no articles yet, and still links to the blog', async () => {
    stubApi(routes([]));
    renderPage('/guide/weekend-adventure-playbook', '/guide/:slug', <GuidePage />);
    expect(await screen.findByText('No Adventure & Travel articles yet. New ones are on the way.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Adventure & Travel Articles' })).toBeTruthy();
  });

  it('says the guide does not exist on a 404', async () => {
    stubApi({});
    renderPage('/guide/nope', '/guide/:slug', <GuidePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide Not Found' })).toBeTruthy();
    expect(screen.getByText("The guide you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Guides' }).getAttribute('href')).toBe('/guides');
  });
});
