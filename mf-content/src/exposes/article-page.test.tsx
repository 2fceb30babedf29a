// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { post, renderPage, stubApi, type Reply } from '../testing/render-page';
import ArticlePage from './article-page';

const missing: Reply = { status: 404, body: { success: false, message: 'Post not found', code: 'CONTENT.POST_NOT_FOUND' } };
const down: Reply = { status: 503, body: { success: false, message: 'down', code: 'COMMON.SERVICE_UNAVAILABLE' } };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ArticlePage', () => {
  it('shows the article: breadcrumb, badge, title, date, excerpt, hero image and markdown body', async () => {
    const fetchMock = stubApi({ '/api/blog-posts/slow-mornings': { status: 200, body: { success: true, data: post() } } });
    renderPage('/blog/slow-mornings', '/blog/:slug', <ArticlePage />);
    expect(screen.getByRole('status')).toBeTruthy();

    const title = await screen.findByRole('heading', { level: 1, name: 'The Art of Slow Mornings' });
    expect(title).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(crumbs.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(crumbs.getByText('The Art of Slow Mornings').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Wellness').className).toBe('badge badge--green');
    expect(screen.getByText(/Last updated:/).textContent).toBe('Last updated: Jan 5, 2025');
    expect(screen.getByText('Ten unhurried minutes changed my day.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A cup of tea beside an open notebook' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Why mornings matter' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/blog-posts/slow-mornings', expect.objectContaining({ credentials: 'include' }));
  });

  it('says the article does not exist on a 404', async () => {
    stubApi({ '/api/blog-posts/nope': missing });
    renderPage('/blog/nope', '/blog/:slug', <ArticlePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeTruthy();
    expect(screen.getByText("The article you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse All Articles' }).getAttribute('href')).toBe('/blog');
  });

  it('shows an error with a retry when the service fails', async () => {
    let reply = down;
    stubApi({ '/api/blog-posts/slow-mornings': () => reply });
    renderPage('/blog/slow-mornings', '/blog/:slug', <ArticlePage />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByText('Article Not Found')).toBeNull();

    reply = { status: 200, body: { success: true, data: post() } };
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Art of Slow Mornings' })).toBeTruthy();
  });
});
