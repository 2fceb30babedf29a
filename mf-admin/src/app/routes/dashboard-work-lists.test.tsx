// @vitest-environment jsdom
import type { StaffRole } from '@livefully/contracts/routes';
import type { WorkItem } from '@livefully/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, ok, renderAdmin, testAuth } from '../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (overrides: Partial<WorkItem>): WorkItem => ({
  kind: 'post',
  id: '7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60',
  title: 'A post',
  state: 'draft',
  author: 'wren@example.com',
  at: '2025-02-01T09:00:00.000Z',
  ...overrides,
});
const GUIDE_ID = '9a9f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60';
const work = (list: string, rest = '') => `GET /api/admin/work?list=${list}&limit=8${rest}`;

async function openDashboard(role: StaffRole, extra: Record<string, ReturnType<typeof ok>> = {}) {
  const calls = adminApi(
    {},
    {
      'GET /api/admin/session': ok({ user: { ...ADA, isAdmin: true, role }, isAdmin: true }),
      [work('mine')]: ok([item({ title: 'My quiet draft' })]),
      [work('review')]: ok([item({ title: 'Waiting one', state: 'review' })]),
      [work('scheduled')]: ok([item({ title: 'Tomorrow’s post', state: 'scheduled' })]),
      [work('published')]: ok([item({ kind: 'guide', id: GUIDE_ID, title: 'A guide', state: 'published', author: null })]),
      'GET /api/admin/audit?limit=21&offset=0': ok([
        {
          id: '1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
          actor: { uid: 'u-eddie', email: 'eddie@example.com' },
          action: 'update',
          kind: 'post',
          entityId: '7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60',
          before: null,
          after: { title: 'Waiting one' },
          at: '2025-02-01T09:00:00.000Z',
        },
      ]),
      ...extra,
    },
  );
  const auth = testAuth();
  renderAdmin('/admin', auth);
  await auth.emit(ADA);
  await screen.findByRole('heading', { level: 2, name: 'Your work' });
  return calls;
}

const list = (name: string) => screen.findByRole('region', { name });

describe('the dashboard’s lists', () => {
  it('shows an administrator the five lists, each row linked to its editor', async () => {
    await openDashboard('administrator');
    const mine = await list('My drafts');
    expect(within(mine).getByRole('link', { name: 'My quiet draft' }).getAttribute('href')).toBe(
      '/admin/posts/7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60/edit',
    );
    expect(await within(await list('Waiting for review')).findByText('Waiting one')).toBeTruthy();
    expect(await within(await list('Scheduled')).findByText('Tomorrow’s post')).toBeTruthy();
    const published = await list('Recently published');
    expect((await within(published).findByRole('link', { name: 'A guide' })).getAttribute('href')).toBe(`/admin/guides/${GUIDE_ID}/edit`);
    expect(await within(await list('Recent activity')).findByText('eddie@example.com saved the post “Waiting one”')).toBeTruthy();
  });

  it('shows a contributor their own submissions and no activity', async () => {
    const calls = await openDashboard('contributor');
    expect(await list('My posts waiting for review')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.path.startsWith('/api/admin/work?list=published'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Recent activity' })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/admin/audit'))).toBe(false);
  });

  it('searches and filters every list with the same filters', async () => {
    const calls = await openDashboard('editor');
    const form = screen.getByRole('form', { name: 'Search and filter the lists' });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: '  slow  ' } });
    fireEvent.change(within(form).getByLabelText('Author'), { target: { value: 'wren@example.com' } });
    fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'review' } });
    fireEvent.change(within(form).getByLabelText('Kind'), { target: { value: 'post' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    const filtered = '&q=slow&author=wren%40example.com&status=review&kind=post';
    for (const name of ['mine', 'review', 'scheduled', 'published']) {
      await waitFor(() => expect(calls.some((call) => `GET ${call.path}` === work(name, filtered))).toBe(true));
    }
  });
});
