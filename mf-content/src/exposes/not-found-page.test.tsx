// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render-page';
import NotFoundPage from './not-found-page';

afterEach(cleanup);

describe('NotFoundPage', () => {
  it('offers a way home, search and the main sections, and asks not to be indexed', () => {
    renderPage('/some/unknown/path', '*', <NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Search Content' }).getAttribute('href')).toBe('/search');
    const browse = within(screen.getByRole('navigation', { name: 'Popular sections' }));
    expect(browse.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(browse.getByRole('link', { name: 'Guides' }).getAttribute('href')).toBe('/guides');
    expect(browse.getByRole('link', { name: 'Topics' }).getAttribute('href')).toBe('/topics');
    expect(document.title).toBe('Page Not Found | Live Fully');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
