// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { post, renderPage, stubApi, type Reply } from '../testing/render-page';
import BlogListPage from './blog-list-page';

const POSTS = [
  post(),
  post({ id: '8d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f61', slug: 'weekend-hikes', title: 'Weekend Hikes', category: 'Career' }),
];
const ok: Reply = { status: 200, body: { success: true, data: POSTS } };
const down: Reply = { status: 503, body: { success: false, message: 'down', code: 'COMMON.SERVICE_UNAVAILABLE' } };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BlogListPage', () => {
  it('shows the heading, a spinner, then one card per article', async () => {
    stubApi({ '/api/blog-posts': ok });
    renderPage('/blog', '/blog', <BlogListPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Latest Insights' })).toBeTruthy();
    expect(
      screen.getByText('Fresh takes on how to live fully, make memories, and prioritize what really matters, every day.'),
    ).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('img', { name: 'A cup of tea beside an open notebook' }).getAttribute('src')).toBe('/images/tea.jpg');
    expect(first.getByText('Wellness').className).toBe('badge badge--green');
    expect(first.getByRole('link', { name: 'The Art of Slow Mornings' }).getAttribute('href')).toBe('/blog/slow-mornings');
    expect(first.getByText('Ten unhurried minutes changed my day.')).toBeTruthy();
    expect(cards[0]?.textContent).toContain('Last updated: Jan 5, 2025');
    expect(within(cards[1] as HTMLElement).getByText('Career').className).toBe('badge badge--orange');
  });

  it('shows an error with a retry instead of spinning forever', async () => {
    let reply = down;
    stubApi({ '/api/blog-posts': () => reply });
    renderPage('/blog', '/blog', <BlogListPage />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('status')).toBeNull();

    reply = ok;
    fireEvent.click(retry);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('says so when there are no articles', async () => {
    stubApi({ '/api/blog-posts': { status: 200, body: { success: true, data: [] } } });
    renderPage('/blog', '/blog', <BlogListPage />);
    expect(await screen.findByRole('heading', { name: 'No articles found' })).toBeTruthy();
  });
});
