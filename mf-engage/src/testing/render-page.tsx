import { createQueryClient, Toaster, ToastProvider } from '@livefully/web-kit';
import { createMemoryRouter, RouterProvider } from '@livefully/web-kit/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

export type Reply = { status: number; body: unknown };

/** Answers fetch by path like the gateway would, and records each call's method, JSON body and Idempotency-Key. */
export function stubApi(routes: Record<string, Reply | (() => Reply | Promise<Reply>)>) {
  const calls: { path: string; method: string; body: unknown; idempotencyKey?: string }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const idempotencyKey = new Headers(init?.headers).get('Idempotency-Key') ?? undefined;
    calls.push({ path, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined, idempotencyKey });
    const route = routes[path];
    const reply = typeof route === 'function' ? await route() : (route ?? { status: 404, body: { success: false, message: 'Not found' } });
    return Response.json(reply.body, { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const created = (data: unknown): Reply => ({ status: 201, body: { success: true, data } });
/** What a form sends as its Idempotency-Key: a UUID. */
export const A_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const unavailable: Reply = {
  status: 503,
  body: { success: false, code: 'COMMON.SERVICE_UNAVAILABLE', message: 'The engage service is unavailable. Please try again shortly.' },
};

/** A page as the shell shows it: router, query client with the defaults of docs/requirements.md#r-query-cache, and the toasts. */
export function renderPage(page: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  const rendered = render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <RouterProvider router={router} />
        <Toaster />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...rendered, router };
}
