// @vitest-environment jsdom
import type { TrashItem } from '@livefully/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, fail, ok, renderAdmin, testAuth } from '../../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const POST: TrashItem = {
  kind: 'post',
  id: '11111111-1111-4111-8111-111111111111',
  title: 'The Art of Slow Mornings',
  slug: 'slow-mornings',
  deletedAt: '2026-11-20T10:00:00.000Z',
  deletedBy: { uid: 'u-ada', email: 'ada@example.com' },
  purgeAt: '2026-12-20T10:00:00.000Z',
};
const TOPIC: TrashItem = {
  ...POST,
  kind: 'topic',
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Foodie',
  slug: 'foodie',
  deletedBy: null,
};

async function openTrash(extra: Parameters<typeof adminApi>[1]) {
  const calls = adminApi({}, extra);
  const auth = testAuth();
  renderAdmin('/admin/trash', auth);
  await auth.emit(ADA);
  await screen.findByRole('heading', { level: 1, name: 'Trash' });
  return calls;
}

describe('Trash', () => {
  it('lists deleted items with who deleted them and when they are purged, and restores one', async () => {
    let restored = false;
    const calls = await openTrash({
      'GET /api/admin/trash': () => ok(restored ? [TOPIC] : [POST, TOPIC]),
      [`POST /api/admin/posts/${POST.id}/restore`]: () => {
        restored = true;
        return ok({ kind: 'post', id: POST.id });
      },
    });
    const table = await screen.findByRole('table', { name: 'Deleted items' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').firstElementChild?.textContent)).toEqual([
      'The Art of Slow Mornings',
      'Foodie',
    ]);
    expect(within(rows[0]!).getByText('ada@example.com')).toBeTruthy();
    expect(within(rows[0]!).getByText('Post')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Restore post: The Art of Slow Mornings' }));
    expect(await screen.findByText('Post restored')).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Restore post: The Art of Slow Mornings' })).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/api/admin/posts/${POST.id}/restore`]);
  });

  it("shows the server's reason when a restore is refused (a slug taken meanwhile)", async () => {
    await openTrash({
      'GET /api/admin/trash': ok([POST]),
      [`POST /api/admin/posts/${POST.id}/restore`]: fail(
        409,
        'Another post now uses the slug "slow-mornings": change that post\'s slug, or delete it, before restoring this one.',
        'CONTENT.SLUG_TAKEN',
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Restore post: The Art of Slow Mornings' }));
    expect(await screen.findByText('Could not restore the post')).toBeTruthy();
    expect(screen.getAllByText(/Another post now uses the slug "slow-mornings"/).length).toBeGreaterThan(0);
  });

  it('says so when the trash is empty', async () => {
    await openTrash({ 'GET /api/admin/trash': ok([]) });
    expect(await screen.findByText('The trash is empty.')).toBeTruthy();
  });
});
