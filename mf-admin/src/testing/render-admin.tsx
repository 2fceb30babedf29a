import type { AdminCategory, AdminGuide, AdminPost, AdminTopic } from '@livefully/contracts';
import { AuthProvider, createQueryClient, Toaster, ToastProvider, type AuthClient, type AuthUser } from '@livefully/web-kit';
import { createMemoryRouter, RouterProvider } from '@livefully/web-kit/router';
import { Theme } from '@livefully/web-kit/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import AdminApp from '../exposes/admin-app';
import './resize-observer';

export const ADA: AuthUser = { uid: 'u-ada', displayName: 'Ada Admin', email: 'ada@example.com', photoURL: null };
export const RITA: AuthUser = { uid: 'u-rita', displayName: 'Rita Reader', email: 'rita@example.com', photoURL: null };

/** An identity provider whose sign-in state the test sets; admin status comes from `admin`. */
export function testAuth({ admin = true, usesAccountChooser = true } = {}) {
  let emit: (user: AuthUser | null) => void = () => {};
  const client: AuthClient = {
    usesAccountChooser,
    onAuthStateChanged: (listener) => {
      emit = listener;
      return () => {};
    },
    getIdToken: async () => 'id-token',
    signIn: vi.fn(async () => ADA),
    signOut: async () => {},
  };
  return { client, loadIsAdmin: async () => admin, emit: (user: AuthUser | null) => act(async () => emit(user)) };
}

export type Reply = { status: number; body?: unknown };
export const ok = (data: unknown, status = 200): Reply => ({ status, body: { success: true, data } });
export const fail = (status: number, message: string, code: string, issues?: unknown): Reply => ({
  status,
  body: { success: false, message, code, ...(issues ? { issues } : {}) },
});

type Route = Reply | ((body: unknown) => Reply);

/** Answers fetch by 'METHOD /path' like the gateway; every call is recorded with its body and token. */
export function stubApi(routes: Record<string, Route>) {
  const calls: { method: string; path: string; body: unknown; authorization: string | null }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body, authorization: new Headers(init?.headers).get('Authorization') });
    const route = routes[`${method} ${path}`];
    const reply = typeof route === 'function' ? route(body) : (route ?? fail(404, 'Not found', 'COMMON.NOT_FOUND'));
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** The remote as the shell mounts it: under admin/*, in the shell's Theme, with toasts, auth and a query client. */
export function renderAdmin(path: string, auth = testAuth()) {
  const router = createMemoryRouter(
    [
      { path: 'admin/*', element: <AdminApp /> },
      { path: '*', element: <p>Public page</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  render(
    <Theme>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <AuthProvider client={auth.client} loadIsAdmin={auth.loadIsAdmin}>
            <RouterProvider router={router} />
            <Toaster />
          </AuthProvider>
        </ToastProvider>
      </QueryClientProvider>
    </Theme>,
  );
  return { router, auth, queryClient };
}

const CAT_ID = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
/** No search and sharing fields set (docs/seo.md). */
const SHARING = { metaTitle: '', canonicalUrl: '', noindex: false, shareImagePath: '' };
const STAMP = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-02-01T00:00:00.000Z', version: 1 };

export function adminPost(overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    id: '7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60',
    slug: 'slow-mornings',
    title: 'The Art of Slow Mornings',
    excerpt: 'Ten unhurried minutes changed my day.',
    content: '## Why mornings matter\n\nA calm start.',
    categoryId: CAT_ID,
    category: 'Wellness',
    topicIds: [],
    tags: [],
    metaDescription: '',
    ...SHARING,
    imagePath: '',
    imageAlt: '',
    author: 'Ana Ruiz',
    authorId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
    authorSlug: 'ana-ruiz',
    publishedAt: '2025-01-05T09:00:00.000Z',
    readTime: 1,
    readTimeSet: false,
    status: 'published',
    submittedAt: null,
    reviewNote: null,
    createdByUid: ADA.uid,
    ...STAMP,
    ...overrides,
  };
}

export function adminCategory(overrides: Partial<AdminCategory> = {}): AdminCategory {
  return { id: CAT_ID, slug: 'wellness', name: 'Wellness', description: '', postCount: 1, ...STAMP, ...overrides };
}

export function adminTopic(overrides: Partial<AdminTopic> = {}): AdminTopic {
  return {
    id: '5b5f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60',
    slug: 'mindfulness',
    name: 'Mindfulness',
    description: 'Calm.',
    color: 'teal',
    icon: 'fa-spa',
    metaDescription: '',
    ...SHARING,
    articleCount: 3,
    ...STAMP,
    ...overrides,
  };
}

export function adminGuide(overrides: Partial<AdminGuide> = {}): AdminGuide {
  return {
    id: '9a9f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60',
    slug: 'wellness-habits',
    title: 'Wellness Habits',
    description: 'Small habits.',
    content: 'Body.',
    categoryId: CAT_ID,
    category: 'Wellness',
    metaDescription: '',
    ...SHARING,
    imagePath: '',
    imageAlt: '',
    articleCount: 4,
    ...STAMP,
    ...overrides,
  };
}

/** A signed-in admin whose lists answer with these rows. */
export function adminApi(
  data: { posts?: AdminPost[]; guides?: AdminGuide[]; topics?: AdminTopic[]; categories?: AdminCategory[] } = {},
  extra: Record<string, Route> = {},
) {
  return stubApi({
    'GET /api/admin/session': ok({ user: { ...ADA, isAdmin: true, role: 'owner' }, isAdmin: true }),
    'GET /api/admin/posts': ok(data.posts ?? []),
    'GET /api/admin/guides': ok(data.guides ?? []),
    'GET /api/admin/topics': ok(data.topics ?? []),
    'GET /api/admin/categories': ok(data.categories ?? []),
    ...extra,
  });
}

/**
 * Chooses in a Radix Select named by its label through the hidden native select it keeps for
 * forms (and autofill): jsdom lacks the pointer events its list needs; e2e opens the real list.
 */
export function chooseOption(name: string, value: string) {
  const select = screen.getByRole('combobox', { name }).parentElement?.querySelector('select');
  if (!select) throw new Error(`No select behind the ${name} combobox`);
  fireEvent.change(select, { target: { value } });
}
