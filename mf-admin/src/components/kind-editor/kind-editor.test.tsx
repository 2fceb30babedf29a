// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, adminCategory, adminGuide, adminPost, adminTopic, ok, renderAdmin, testAuth } from '../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Lists = Parameters<typeof adminApi>[0];

/** One editable kind as KindEditor draws it: what every kind's editor does alike. */
interface KindCase {
  noun: string;
  section: string;
  /** An item that opens with a public address, and that address. */
  item: { id: string };
  viewHref: string;
  /** An item nothing keeps from being deleted, and the name the delete dialog quotes. */
  deletable: { id: string };
  name: string;
  lists: Lists;
}

const CATEGORIES = [adminCategory()];

const KINDS: KindCase[] = [
  {
    noun: 'post',
    section: 'posts',
    item: adminPost(),
    viewHref: '/blog/slow-mornings',
    deletable: adminPost(),
    name: 'The Art of Slow Mornings',
    lists: { categories: CATEGORIES },
  },
  {
    noun: 'guide',
    section: 'guides',
    item: adminGuide(),
    viewHref: '/guide/wellness-habits',
    deletable: adminGuide(),
    name: 'Wellness Habits',
    lists: { categories: CATEGORIES },
  },
  {
    noun: 'topic',
    section: 'topics',
    item: adminTopic(),
    viewHref: '/topics/mindfulness',
    deletable: adminTopic(),
    name: 'Mindfulness',
    lists: {},
  },
  {
    noun: 'category',
    section: 'categories',
    // A category has a public address (its filtered blog list) only while posts use it, and can be deleted only when none do.
    item: adminCategory({ postCount: 2 }),
    viewHref: '/blog?category=Wellness',
    deletable: adminCategory({ postCount: 0 }),
    name: 'Wellness',
    lists: {},
  },
];

const title = (noun: string) => noun[0]!.toUpperCase() + noun.slice(1);

async function openEditor(path: string) {
  const auth = testAuth();
  const view = renderAdmin(path, auth);
  await auth.emit(ADA);
  return view;
}

describe.each(KINDS)('the $noun editor', ({ noun, section, item, viewHref, deletable, name, lists }) => {
  it(`opens an existing ${noun} with its public address`, async () => {
    adminApi(lists, { [`GET /api/admin/${section}/${item.id}`]: ok(item) });
    await openEditor(`/admin/${section}/${item.id}/edit`);
    expect(await screen.findByRole('heading', { level: 1, name: `Edit ${noun}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: /View on site/ }).getAttribute('href')).toBe(viewHref);
  });

  it(`says when a ${noun} does not exist`, async () => {
    adminApi(lists);
    await openEditor(`/admin/${section}/0f0f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60/edit`);
    expect(await screen.findByRole('heading', { level: 1, name: `${title(noun)} not found` })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/admin');
  });

  it(`deletes a ${noun} after confirmation, then returns to the dashboard`, async () => {
    const path = `/api/admin/${section}/${deletable.id}`;
    const calls = adminApi(lists, { [`GET ${path}`]: ok(deletable), [`DELETE ${path}`]: ok({ id: deletable.id }) });
    const { router } = await openEditor(`/admin/${section}/${deletable.id}/edit`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Delete this ${noun}?` });
    expect(dialog.textContent).toContain(
      `“${name}” will be removed from the site and kept in the Trash, where it can be restored until it is purged.`,
    );
    expect(dialog.textContent).not.toContain('cannot be undone');
    fireEvent.click(within(dialog).getByRole('button', { name: `Delete ${noun}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect((await screen.findAllByText(`${title(noun)} deleted`)).length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([path]);
  });
});
