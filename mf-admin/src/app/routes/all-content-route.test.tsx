// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, adminCategory, adminGuide, adminPost, adminTopic, ok, renderAdmin, testAuth } from '../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FUTURE = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

async function openAllContent(path = '/admin/content') {
  const auth = testAuth();
  const rendered = renderAdmin(path, auth);
  await auth.emit(ADA);
  await screen.findByRole('heading', { level: 1, name: 'All content' });
  return rendered;
}

/**
 * A tab by its label: the theme's trigger repeats the label in a span kept for its width, which
 * CSS hides from a browser's accessible name but jsdom does not.
 */
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

/** Opens a tab the way a pointer does (Radix tabs switch on mouse down). */
function openTab(name: string) {
  fireEvent.mouseDown(tab(name), { button: 0 });
}

describe('All content', () => {
  it('opens on the posts, with a status per post, a search, and each row linked to its editor', async () => {
    adminApi({
      posts: [
        adminPost({ id: '00000000-0000-4000-8000-000000000001', title: 'Published One', slug: 'one' }),
        adminPost({ id: '00000000-0000-4000-8000-000000000002', title: 'Draft Two', slug: 'two', status: 'draft' }),
        adminPost({ id: '00000000-0000-4000-8000-000000000003', title: 'Scheduled Three', slug: 'three', publishedAt: FUTURE }),
      ],
    });
    await openAllContent();
    expect(tab('Posts').getAttribute('aria-selected')).toBe('true');
    const posts = await screen.findByRole('region', { name: 'Posts' });
    const row = (title: string) => within(posts).getByRole('link', { name: title }).closest('tr') as HTMLElement;
    await within(posts).findByRole('link', { name: 'Draft Two' });
    expect(within(row('Published One')).getByText('Published')).toBeTruthy();
    expect(within(row('Draft Two')).getByText('Draft')).toBeTruthy();
    expect(within(row('Scheduled Three')).getByText('Scheduled')).toBeTruthy();
    expect(within(posts).getByRole('link', { name: 'Draft Two' }).getAttribute('href')).toBe(
      '/admin/posts/00000000-0000-4000-8000-000000000002/edit',
    );
    expect(within(posts).getByRole('link', { name: 'New post' }).getAttribute('href')).toBe('/admin/posts/new');

    fireEvent.change(within(posts).getByRole('searchbox', { name: 'Search posts' }), { target: { value: 'scheduled' } });
    expect(
      within(posts)
        .getAllByRole('rowheader')
        .map((cell) => cell.querySelector('a')?.textContent),
    ).toEqual(['Scheduled Three']);
    expect(screen.getByRole('link', { name: 'Trash' }).getAttribute('href')).toBe('/admin/trash');
  });

  it('marks a featured post with a Featured badge, and finds it by that word', async () => {
    adminApi({
      posts: [
        adminPost({ id: '00000000-0000-4000-8000-000000000001', title: 'Lead One', slug: 'one', featured: true }),
        adminPost({ id: '00000000-0000-4000-8000-000000000002', title: 'Plain Two', slug: 'two', featured: false }),
        adminPost({ id: '00000000-0000-4000-8000-000000000003', title: 'Older Three', slug: 'three' }),
      ],
    });
    await openAllContent();
    const posts = await screen.findByRole('region', { name: 'Posts' });
    const row = (title: string) => within(posts).getByRole('link', { name: title }).closest('tr') as HTMLElement;
    await within(posts).findByRole('link', { name: 'Lead One' });
    expect(within(row('Lead One')).getByText('Featured')).toBeTruthy();
    expect(within(row('Plain Two')).queryByText('Featured')).toBeNull();
    expect(within(row('Older Three')).queryByText('Featured')).toBeNull();

    fireEvent.change(within(posts).getByRole('searchbox', { name: 'Search posts' }), { target: { value: 'featured' } });
    expect(
      within(posts)
        .getAllByRole('rowheader')
        .map((cell) => cell.querySelector('a')?.textContent),
    ).toEqual(['Lead One']);
  });

  it('shows one kind a tab, keeps the open tab in the address, and opens the tab the address names', async () => {
    adminApi({
      guides: [adminGuide()],
      topics: [adminTopic(), adminTopic({ id: '00000000-0000-4000-8000-000000000012', slug: 'foodie', name: 'Foodie' })],
      categories: [adminCategory()],
    });
    const { router } = await openAllContent();
    for (const [name, href, search] of [
      ['Guides', '/admin/guides/new', '?show=guides'],
      ['Topics', '/admin/topics/new', '?show=topics'],
      ['Categories', '/admin/categories/new', '?show=categories'],
    ] as const) {
      openTab(name);
      const section = await screen.findByRole('region', { name });
      expect(within(section).getByRole('link', { name: /^New / }).getAttribute('href')).toBe(href);
      // The other kinds' tables are not on the page.
      for (const other of ['Posts', 'Guides', 'Topics', 'Categories'].filter((kind) => kind !== name)) {
        expect(screen.queryByRole('region', { name: other })).toBeNull();
      }
      expect(router.state.location.search).toBe(search);
    }
    expect(await within(screen.getByRole('region', { name: 'Categories' })).findByRole('link', { name: /^Wellness/ })).toBeTruthy();
    cleanup();

    adminApi({ topics: [adminTopic({ name: 'Foodie' })] });
    await openAllContent('/admin/content?show=topics');
    expect(tab('Topics').getAttribute('aria-selected')).toBe('true');
    expect(await within(await screen.findByRole('region', { name: 'Topics' })).findByRole('link', { name: 'Foodie' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Posts' })).toBeNull();
  });

  it('shows the schedule: posts still to come and those published lately, by day, each linked to its editor', async () => {
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
    await openAllContent('/admin/content?show=schedule');
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
  });
});

describe('All content by role (docs/roles.md)', () => {
  const asRole = async (role: string) => {
    adminApi({}, { 'GET /api/admin/session': ok({ user: { ...ADA, isAdmin: true, role }, isAdmin: true }) });
    await openAllContent();
    const newLinks: string[] = [];
    for (const name of ['Posts', 'Guides', 'Topics', 'Categories']) {
      openTab(name);
      const section = await screen.findByRole('region', { name });
      if (within(section).queryByRole('link', { name: /^New / }) !== null) newLinks.push(name);
    }
    return { newLinks, trash: screen.queryByRole('link', { name: 'Trash' }) !== null };
  };

  it('offers a contributor New for posts alone, and no trash', async () => {
    expect(await asRole('contributor')).toEqual({ newLinks: ['Posts'], trash: false });
  });

  it('offers an editor every New button and the trash', async () => {
    expect(await asRole('editor')).toEqual({ newLinks: ['Posts', 'Guides', 'Topics', 'Categories'], trash: true });
  });
});
