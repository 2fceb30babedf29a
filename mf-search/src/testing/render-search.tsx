import type { SearchResponse, SearchResult } from '@livefully/contracts';
import { NavigateContext, type Navigate } from '@livefully/web-kit';
import { createBrowserRouter, Outlet, RouterProvider, useNavigate } from '@livefully/web-kit/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import SearchPage from '../exposes/search-page';

export function result(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    type: 'blog_post',
    id: '7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60',
    slug: 'slow-mornings',
    title: 'The Art of Slow Mornings',
    excerpt: 'Ten unhurried minutes changed my day.',
    categoryName: 'Wellness',
    publishedAt: '2025-01-05T09:00:00.000Z',
    topics: [],
    ...overrides,
  };
}

export const topicRef = (n: number) => ({ id: `6a1f0c2e-0000-4000-8000-00000000000${n}`, slug: `topic-${n}`, name: `Topic ${n}` });

type Reply = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** Answers GET /api/search by term; every call is recorded. */
export function stubSearch(answer: (term: string) => Reply) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const reply = await answer(url.searchParams.get('q') ?? '');
    return Response.json(reply.body, { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const found = (data: SearchResponse) => ({ status: 200, body: { success: true, data } });

/**
 * The page in a browser router at `path`: the address bar is the real (jsdom) one the page reads.
 * `queryClient`: what the page finds handed over from the server (empty unless given).
 */
/** As the shell's layout gives it in the browser-rendered application: its router's navigate. */
function RouterNavigation() {
  const navigate = useNavigate();
  const go: Navigate = (to, options) => void navigate(to, options);
  return (
    <NavigateContext value={go}>
      <Outlet />
    </NavigateContext>
  );
}

export function renderSearchAt(path: string, queryClient = new QueryClient()) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([
    {
      element: <RouterNavigation />,
      children: [
        { path: '/search', element: <SearchPage /> },
        { path: '*', element: <p>elsewhere</p> },
      ],
    },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export const address = () => window.location.pathname + window.location.search;
