// @vitest-environment jsdom
import type { AdminAuthor } from '@livefully/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, adminCategory, chooseOption, ok, renderAdmin, testAuth } from '../../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CATEGORY = adminCategory();
const author = (id: string, name: string, slug: string): AdminAuthor => ({
  id,
  slug,
  name,
  bio: '',
  photoId: null,
  photoPath: null,
  link: null,
  staffUid: null,
  staffEmail: null,
  postCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});
const MINE = author('3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', 'Ada Admin', 'ada-admin');
const GUEST = author('4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a', 'Gia Rossi', 'gia-rossi');

async function openNewPostAs(role: string) {
  const calls = adminApi(
    { categories: [CATEGORY] },
    {
      'GET /api/admin/session': ok({ user: { ...ADA, isAdmin: true, role }, isAdmin: true }),
      'GET /api/admin/profile': ok(MINE),
      'GET /api/admin/authors': ok([MINE, GUEST]),
      'POST /api/admin/posts': (body) => ok({ ...(body as object) }, 201),
    },
  );
  const auth = testAuth();
  renderAdmin('/admin/posts/new', auth);
  await auth.emit(ADA);
  await screen.findByRole('heading', { level: 1, name: 'New post' });
  return calls;
}

describe('the post editor’s byline (docs/authors.md)', () => {
  it('lets an editor choose any profile, their own by default, and sends the one chosen', async () => {
    const calls = await openNewPostAs('editor');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Byline' }).textContent).toBe('Ada Admin (you)'));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/admin/authors')).toBe(true));
    chooseOption('Byline', GUEST.id);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Guest Post' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Excerpt' }), { target: { value: 'By a guest.' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Content' }), { target: { value: 'Words.' } });
    chooseOption('Category', CATEGORY.id);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ authorId: GUEST.id }));
  });

  it('shows an author their own name, with no choice and no list of profiles asked for', async () => {
    const calls = await openNewPostAs('author');
    expect((await screen.findByText('Ada Admin', { selector: 'strong' })).closest('p')?.textContent).toContain('Byline: Ada Admin');
    expect(screen.queryByRole('combobox', { name: 'Byline' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit my profile' }).getAttribute('href')).toBe('/admin/profile');
    expect(calls.some((call) => call.path === '/api/admin/authors')).toBe(false);
  });
});
