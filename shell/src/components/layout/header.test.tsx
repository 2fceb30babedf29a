// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from './header';
import { SkipLink } from './skip-link';

function renderHeader() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SkipLink />
            <Header />
            <main id="main-content" tabIndex={-1} />
          </>
        ),
      },
    ],
    {
      initialEntries: ['/blog'],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('Header', () => {
  it('links the logo home and the main sections', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Live Fully' }).getAttribute('href')).toBe('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Explore', '/guides'],
      ['Blog', '/blog'],
      ['Topics', '/topics'],
      ['Apps', '/apps'],
    ]);
  });

  it('puts the skip link first and moves focus to <main>', () => {
    renderHeader();
    const first = document.querySelector('a, button, input');
    expect(first?.textContent).toBe('Skip to main content');
    fireEvent.click(first as Element);
    expect(document.activeElement?.id).toBe('main-content');
  });

  it('searches for the trimmed, encoded term', () => {
    const router = renderHeader();
    const input = screen.getByRole('searchbox', { name: /search/i });
    fireEvent.change(input, { target: { value: '  food & dining ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=food%20%26%20dining');
  });

  it('does nothing for a blank term', () => {
    const router = renderHeader();
    const input = screen.getByRole('searchbox', { name: /search/i });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(router.state.location.pathname).toBe('/blog');
    expect(router.state.location.search).toBe('');
  });

  it('toggles the mobile menu it controls', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
