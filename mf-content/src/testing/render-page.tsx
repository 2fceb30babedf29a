import { createMemoryRouter, RouterProvider } from '@livefully/web-kit/router';
import { Theme } from '@livefully/web-kit/ui';
import './radix-in-jsdom';
import type { BlogPost, BlogPostSummary } from '@livefully/contracts';
import { createQueryClient } from '@livefully/web-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

export function post(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: '7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60',
    slug: 'slow-mornings',
    title: 'The Art of Slow Mornings',
    excerpt: 'Ten unhurried minutes changed my day.',
    content: '## Why mornings matter\n\nA calm start makes the **whole day** better.',
    category: 'Wellness',
    categorySlug: 'wellness',
    metaDescription: 'A slow morning routine.',
    imagePath: '/images/tea.jpg',
    imageAlt: 'A cup of tea beside an open notebook',
    author: 'Ana Ruiz',
    authorProfile: { slug: 'ana-ruiz', name: 'Ana Ruiz', photoPath: null },
    publishedAt: '2025-01-05T09:00:00.000Z',
    readTime: 5,
    ...overrides,
  };
}

/** A post as the site's lists get it: without its body and meta description. */
export function summary(overrides: Partial<BlogPost> = {}): BlogPostSummary {
  const { content: _content, metaDescription: _meta, ...rest } = post(overrides);
  return rest;
}

export type Reply = { status: number; body: unknown };

/** The n-th test id: answers are checked against their schemas, whose ids are UUIDs. */
export const testId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Answers fetch by path, like the gateway would; every call is recorded. */
export function stubApi(routes: Record<string, Reply | (() => Reply | Promise<Reply>)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    const route = routes[path];
    const reply = typeof route === 'function' ? await route() : (route ?? { status: 404, body: { success: false, message: 'Not found' } });
    return Response.json(reply.body, { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderPage(path: string, pattern: string, page: ReactElement) {
  const router = createMemoryRouter([{ path: pattern, element: page }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {/* The shell's one Theme: menus such as Select read it. */}
      <Theme>
        <RouterProvider router={router} />
      </Theme>
    </QueryClientProvider>,
  );
}
