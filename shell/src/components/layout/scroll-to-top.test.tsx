// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from '@livefully/web-kit/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

function renderSite() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollToTop />
            <header>
              <Link to="/topics">Topics</Link>
            </header>
            <main id="main-content" tabIndex={-1}>
              <Outlet />
            </main>
          </>
        ),
        children: [
          { path: '/blog', element: <Link to="/blog/slow-mornings">Slow mornings</Link> },
          { path: '/blog/:slug', element: <h1>Article</h1> },
          { path: '/topics', element: <h1>Topics</h1> },
          { path: '/search', element: <h1>Search</h1> },
        ],
      },
    ],
    { initialEntries: ['/blog'] },
  );
  render(<RouterProvider router={router} />);
  return { router, go: (to: string) => act(() => router.navigate(to)) };
}

let scrollTo: ReturnType<typeof vi.fn>;

/** The reader scrolled the window to `top`. */
function scrolledTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ScrollToTop', () => {
  it('scrolls to the top on every path change, and turns off the browser restoring old positions', async () => {
    // jsdom has no scroll restoration; browsers start at 'auto'.
    Object.defineProperty(window.history, 'scrollRestoration', { value: 'auto', writable: true, configurable: true });
    const { go } = renderSite();
    expect(window.history.scrollRestoration).toBe('manual');
    scrollTo.mockClear();
    await go('/blog/slow-mornings');
    await go('/topics');
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('leaves the page it arrived with where the reader scrolled it', () => {
    renderSite();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('going back returns to where the reader was on that entry; a new entry starts at the top', async () => {
    const { router, go } = renderSite();
    scrolledTo(640);
    await go('/blog/slow-mornings');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrolledTo(0);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await go('/topics');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('keeps the place the reader left from, even when its scroll event had not come yet', async () => {
    const { router } = renderSite();
    Object.defineProperty(window, 'scrollY', { value: 480, configurable: true });
    await act(async () => (document.querySelector('main a') as HTMLElement).click());
    expect(router.state.location.pathname).toBe('/blog/slow-mornings');
    scrolledTo(0);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 480);
  });

  it('leaves the scroll alone when only the query changes', async () => {
    const { go } = renderSite();
    await go('/search?q=tea');
    scrollTo.mockClear();
    await go('/search?q=hikes');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top with the focus on <main> and keeps it there', async () => {
    const { go } = renderSite();
    const main = document.getElementById('main-content') as HTMLElement;
    main.focus();
    scrollTo.mockClear();
    await go('/topics');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement).toBe(main);
  });

  it('hands a focus lost with the old page to <main>, without scrolling to it', async () => {
    const { go } = renderSite();
    const main = document.getElementById('main-content') as HTMLElement;
    const focus = vi.spyOn(main, 'focus');
    (document.querySelector('main a') as HTMLElement).focus();
    await go('/blog/slow-mornings');
    expect(document.activeElement).toBe(main);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('leaves a focus that survives the navigation where it is', async () => {
    const { go } = renderSite();
    const headerLink = document.querySelector('header a') as HTMLElement;
    headerLink.focus();
    await go('/topics');
    expect(document.activeElement).toBe(headerLink);
  });
});
