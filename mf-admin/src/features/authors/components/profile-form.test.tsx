// @vitest-environment jsdom
import type { AdminAuthor } from '@livefully/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, fail, ok, renderAdmin, testAuth } from '../../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MINE: AdminAuthor = {
  id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  slug: 'ada-admin',
  name: 'Ada Admin',
  bio: '',
  photoId: null,
  photoPath: null,
  link: null,
  staffUid: 'u-ada',
  staffEmail: 'ada@example.com',
  postCount: 2,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const box = (name: string) => screen.getByRole('textbox', { name });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function openProfile(extra: Parameters<typeof adminApi>[1] = {}) {
  const calls = adminApi({}, { 'GET /api/admin/profile': ok(MINE), ...extra });
  const auth = testAuth();
  renderAdmin('/admin/profile', auth);
  await auth.emit(ADA);
  await screen.findByRole('heading', { level: 1, name: 'My profile' });
  await screen.findByRole('textbox', { name: 'Name' });
  return calls;
}

describe('My profile', () => {
  it('checks the fields with the server’s rules before sending, and lists the problems', async () => {
    const calls = await openProfile();
    type(box('Name'), '');
    type(box('Link'), 'http://plain.example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('There are 2 problems with this profile');
    expect(summary.textContent).toContain('Name is required');
    expect(summary.textContent).toContain('Link must be a full https:// address');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves the profile with a blank link as none, and shows the server’s taken slug on the field', async () => {
    let reply = fail(409, 'The slug "maya-chen" is already used by another author.', 'CONTENT.SLUG_TAKEN');
    const calls = await openProfile({ [`PUT /api/admin/authors/${MINE.id}`]: () => reply });
    type(box('Address'), 'maya-chen');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('already used by another author'));

    reply = ok({ ...MINE, bio: 'Runs the newsroom.' });
    type(box('Address'), 'ada-admin');
    type(box('Short bio'), 'Runs the newsroom.');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect((await screen.findAllByText('Profile saved')).length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      name: 'Ada Admin',
      slug: 'ada-admin',
      bio: 'Runs the newsroom.',
      photoId: null,
      link: null,
    });
  });
});
