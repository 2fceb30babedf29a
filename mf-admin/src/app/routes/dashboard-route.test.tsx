// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, adminCategory, adminGuide, adminPost, adminTopic, ok, renderAdmin, testAuth } from '../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FUTURE = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

describe('Dashboard', () => {
  it('counts posts by status and the other kinds, and lists each kind with a status per post', async () => {
    adminApi({
      posts: [
        adminPost({ id: '00000000-0000-4000-8000-000000000001', title: 'Published One', slug: 'one' }),
        adminPost({ id: '00000000-0000-4000-8000-000000000002', title: 'Draft Two', slug: 'two', status: 'draft' }),
        adminPost({ id: '00000000-0000-4000-8000-000000000003', title: 'Scheduled Three', slug: 'three', publishedAt: FUTURE }),
      ],
      guides: [adminGuide()],
      topics: [adminTopic(), adminTopic({ id: '00000000-0000-4000-8000-000000000012', slug: 'foodie', name: 'Foodie' })],
      categories: [adminCategory()],
    });
    const auth = testAuth();
    renderAdmin('/admin', auth);
    await auth.emit(ADA);
    const stats = await screen.findByRole('region', { name: 'Content at a glance' });
    await within(stats).findByText('Published posts');
    const value = (label: string) => within(stats).getByText(label).parentElement?.querySelector('dd')?.textContent;
    await vi.waitFor(() => expect(value('Published posts')).toBe('1'));
    expect(value('Drafts')).toBe('1');
    expect(value('Scheduled')).toBe('1');
    expect(value('Guides')).toBe('1');
    expect(value('Topics')).toBe('2');
    expect(value('Categories')).toBe('1');

    const posts = screen.getByRole('region', { name: 'Posts' });
    const row = (title: string) => within(posts).getByRole('link', { name: title }).closest('tr') as HTMLElement;
    expect(within(row('Published One')).getByText('Published')).toBeTruthy();
    expect(within(row('Draft Two')).getByText('Draft')).toBeTruthy();
    expect(within(row('Scheduled Three')).getByText('Scheduled')).toBeTruthy();
    expect(within(posts).getByRole('link', { name: 'Draft Two' }).getAttribute('href')).toBe(
      '/admin/posts/00000000-0000-4000-8000-000000000002/edit',
    );

    fireEvent.change(within(posts).getByRole('searchbox', { name: 'Search posts' }), { target: { value: 'scheduled' } });
    expect(
      within(posts)
        .getAllByRole('rowheader')
        .map((cell) => cell.querySelector('a')?.textContent),
    ).toEqual(['Scheduled Three']);

    for (const [name, href] of [
      ['Guides', '/admin/guides/new'],
      ['Topics', '/admin/topics/new'],
      ['Categories', '/admin/categories/new'],
    ] as const) {
      const section = screen.getByRole('region', { name });
      expect(within(section).getByRole('link', { name: /^New / }).getAttribute('href')).toBe(href);
    }
  });

  it('shows the schedule: posts still to come and those published lately, by day, each linked to its editor, and the trash and audit log', async () => {
    const recent = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
    const old = new Date(Date.now() - 60 * 24 * 3600 * 1000).toISOString();
    adminApi({
      posts: [
        adminPost({ id: '00000000-0000-4000-8000-000000000001', title: 'Lately Out', slug: 'one', publishedAt: recent }),
        adminPost({
          id: '00000000-0000-4000-8000-000000000002',
          title: 'Still A Draft',
          slug: 'two',
          status: 'draft',
          publishedAt: FUTURE,
        }),
        adminPost({ id: '00000000-0000-4000-8000-000000000003', title: 'Next Week', slug: 'three', publishedAt: FUTURE }),
        adminPost({ id: '00000000-0000-4000-8000-000000000004', title: 'Long Ago', slug: 'four', publishedAt: old }),
      ],
    });
    const auth = testAuth();
    renderAdmin('/admin', auth);
    await auth.emit(ADA);
    const schedule = await screen.findByRole('region', { name: 'Schedule' });
    const upcoming = await within(schedule).findByRole('region', { name: 'Coming up' });
    expect(
      within(upcoming)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Next Week']);
    expect(within(upcoming).getByRole('link', { name: 'Next Week' }).getAttribute('href')).toBe(
      '/admin/posts/00000000-0000-4000-8000-000000000003/edit',
    );
    expect(within(upcoming).getAllByRole('time')[0]!.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const lately = within(schedule).getByRole('region', { name: 'Published in the last 14 days' });
    expect(
      within(lately)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Lately Out']);

    expect(screen.getByRole('link', { name: 'Trash' }).getAttribute('href')).toBe('/admin/trash');
    expect(screen.getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe('/admin/audit');
    expect(screen.getByRole('link', { name: 'Mailings' }).getAttribute('href')).toBe('/admin/mailings');
    expect(screen.getByRole('link', { name: 'People' }).getAttribute('href')).toBe('/admin/people');
  });
});

describe('Dashboard by role (docs/roles.md)', () => {
  const asRole = async (role: string) => {
    adminApi({}, { 'GET /api/admin/session': ok({ user: { ...ADA, isAdmin: true, role }, isAdmin: true }) });
    const auth = testAuth();
    renderAdmin('/admin', auth);
    await auth.emit(ADA);
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    const sections = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    const newLinks = ['Posts', 'Guides', 'Topics', 'Categories'].filter(
      (name) => within(screen.getByRole('region', { name })).queryByRole('link', { name: /^New / }) !== null,
    );
    return { sections, newLinks };
  };

  it('shows a contributor only what their role may call: the media library, their profile, and New for posts alone', async () => {
    expect(await asRole('contributor')).toEqual({ sections: ['Media library', 'My profile'], newLinks: ['Posts'] });
  });

  it('shows an editor the content sections and every New button, but no mail, subscribers, people, audit or staff', async () => {
    expect(await asRole('editor')).toEqual({
      sections: ['Trash', 'Media library', 'My profile', 'Authors'],
      newLinks: ['Posts', 'Guides', 'Topics', 'Categories'],
    });
  });

  it('shows an administrator everything', async () => {
    expect((await asRole('administrator')).sections).toEqual([
      'Inbox',
      'Subscribers',
      'Mailings',
      'People',
      'Trash',
      'Audit log',
      'Media library',
      'My profile',
      'Authors',
      'Staff',
    ]);
  });
});
