// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, adminCategory, adminGuide, adminPost, adminTopic, ok, renderAdmin, testAuth } from '../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FUTURE = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

describe('Dashboard', () => {
  it('counts posts by status and the other kinds, and leaves their tables to All content', async () => {
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

    // The tables of every item are on All content, not here.
    for (const name of ['Posts', 'Guides', 'Topics', 'Categories', 'Schedule']) expect(screen.queryByRole('region', { name })).toBeNull();
  });

  it('links All content, the trash, the audit log, mailings and people', async () => {
    adminApi({});
    const auth = testAuth();
    renderAdmin('/admin', auth);
    await auth.emit(ADA);
    await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(screen.getByRole('link', { name: 'All content' }).getAttribute('href')).toBe('/admin/content');
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
    return sections;
  };

  it('shows a contributor only what their role may call: all content, the media library and their profile', async () => {
    expect(await asRole('contributor')).toEqual(['All content', 'Media library', 'My profile']);
  });

  it('shows an editor the content sections, but no mail, subscribers, people, audit or staff', async () => {
    expect(await asRole('editor')).toEqual(['All content', 'Trash', 'Media library', 'My profile', 'Authors']);
  });

  it('shows an administrator everything', async () => {
    expect(await asRole('administrator')).toEqual([
      'All content',
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
