// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, useNavigate } from '@livefully/web-kit/router';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigateContext } from './navigate';
import { NON_BLANK_TERM, useSearchForm } from './use-search-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** As the browser-rendered application provides it: its router's navigate. */
function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <NavigateContext value={(to) => void navigate(to)}>{children}</NavigateContext>;
}

function SearchBox() {
  const { term, setTerm, formProps, inputProps } = useSearchForm();
  return (
    <form role="search" {...formProps}>
      <input aria-label="Search" {...inputProps} value={term} onChange={(event) => setTerm(event.target.value)} />
      <button type="submit">Search</button>
    </form>
  );
}

const site = () =>
  createMemoryRouter(
    [
      {
        path: '/blog',
        element: (
          <RouterNavigation>
            <SearchBox />
          </RouterNavigation>
        ),
      },
      { path: '/search', element: <p>search page</p> },
    ],
    { initialEntries: ['/blog'] },
  );

describe('useSearchForm', () => {
  it('is a plain form to /search before the page is alive, which the browser stops when blank', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RouterProvider router={site()} />);
    const form = container.querySelector('form')!;
    const input = container.querySelector('input')!;
    expect([form.getAttribute('action'), form.getAttribute('method'), form.noValidate]).toEqual(['/search', 'get', false]);
    expect([input.name, input.required, input.pattern]).toEqual(['q', true, NON_BLANK_TERM]);
    input.value = '   ';
    expect(form.checkValidity()).toBe(false);
    input.value = ' stargazing ';
    expect(form.checkValidity()).toBe(true);
  });

  it('keeps what was typed before the page came alive, then searches its trimmed term', async () => {
    const router = site();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RouterProvider router={router} />);
    document.body.append(container);
    container.querySelector('input')!.value = '  night sky ';
    await act(async () => {
      root = hydrateRoot(container, <RouterProvider router={router} />);
    });
    const form = container.querySelector('form')!;
    expect(form.noValidate).toBe(true);
    expect(container.querySelector('input')!.value).toBe('  night sky ');
    await act(async () => form.requestSubmit());
    expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=night%20sky');
  });

  it('does nothing for a blank term once alive', async () => {
    const router = site();
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<RouterProvider router={router} />);
    });
    const input = container.querySelector('input')!;
    await act(async () => {
      input.value = '   ';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => container.querySelector('form')!.requestSubmit());
    expect(router.state.location.pathname).toBe('/blog');
  });
});
