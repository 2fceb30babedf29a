// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SearchPage from './search-page';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/search', element: <SearchPage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const location = (router: ReturnType<typeof renderAt>) => router.state.location.pathname + router.state.location.search;

afterEach(cleanup);

describe('SearchPage', () => {
  it('fills the labelled search box from the address', () => {
    renderAt('/search?q=slow%20travel');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search articles, guides and topics' }) as HTMLInputElement).value).toBe('slow travel');
  });

  it('navigates to /search?q= with the trimmed term', () => {
    const router = renderAt('/search');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  yoga at home ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location(router)).toBe('/search?q=yoga%20at%20home');
  });

  it('does not navigate for a blank term', () => {
    const router = renderAt('/search?q=x');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location(router)).toBe('/search?q=x');
  });
});
