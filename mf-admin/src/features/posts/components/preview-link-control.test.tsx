// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, adminCategory, adminPost, ok, renderAdmin, testAuth } from '../../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CATEGORY = adminCategory();

describe('the preview link in the publishing panel', () => {
  it('makes a link to the saved post, shows it with its expiry, copies it and opens it in a new tab', async () => {
    const post = adminPost({ status: 'draft', categoryId: CATEGORY.id });
    const calls = adminApi(
      { posts: [post], categories: [CATEGORY] },
      {
        [`GET /api/admin/posts/${post.id}`]: ok(post),
        [`POST /api/admin/posts/${post.id}/preview`]: ok({
          id: '11111111-1111-4111-8111-111111111111',
          postId: post.id,
          createdBy: { uid: 'ada', email: 'ada@example.com' },
          createdAt: '2026-11-26T10:00:00.000Z',
          revokedAt: null,
          token: 'abc.def',
          path: '/preview/abc.def',
          expiresAt: '2026-11-29T10:00:00.000Z',
        }),
      },
    );
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const auth = testAuth();
    renderAdmin(`/admin/posts/${post.id}/edit`, auth);
    await auth.emit(ADA);

    fireEvent.click(await screen.findByRole('button', { name: 'Make a preview link' }));
    const link = (await screen.findByRole('textbox', { name: 'Preview link' })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/preview/abc.def`);
    expect(link.readOnly).toBe(true);
    expect(screen.getByText(/Shows the last saved version\. Works until/)).toBeTruthy();
    const open = screen.getByRole('link', { name: 'Open preview' });
    expect(open.getAttribute('href')).toBe(link.value);
    expect(open.getAttribute('target')).toBe('_blank');

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Preview link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(link.value);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/api/admin/posts/${post.id}/preview`]);
  });

  it('asks for a save first on a new post', async () => {
    adminApi({ categories: [CATEGORY] });
    const auth = testAuth();
    renderAdmin('/admin/posts/new', auth);
    await auth.emit(ADA);
    expect(await screen.findByText('Save the post to make a preview link.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make a preview link' })).toBeNull();
  });
});

describe('the live preview links of a post', () => {
  it('lists who made each link and until when, and revokes one after a confirm', async () => {
    const post = adminPost({ status: 'draft', categoryId: CATEGORY.id });
    const link = (id: string, email: string, createdAt: string) => ({
      id,
      postId: post.id,
      createdBy: { uid: email, email },
      createdAt,
      expiresAt: '2026-11-29T10:00:00.000Z',
      revokedAt: null,
    });
    let live = [
      link('22222222-2222-4222-8222-222222222222', 'grace@example.com', '2026-11-26T11:00:00.000Z'),
      link('33333333-3333-4333-8333-333333333333', 'ada@example.com', '2026-11-26T10:00:00.000Z'),
    ];
    const revokePath = `POST /api/admin/posts/${post.id}/preview-links/${live[1]!.id}/revoke`;
    const calls = adminApi(
      { posts: [post], categories: [CATEGORY] },
      {
        [`GET /api/admin/posts/${post.id}`]: ok(post),
        [`GET /api/admin/posts/${post.id}/preview-links`]: () => ok(live),
        [revokePath]: () => {
          const [kept, revoked] = live;
          live = [kept!];
          return ok({ ...revoked, revokedAt: '2026-11-26T12:00:00.000Z' });
        },
      },
    );
    const auth = testAuth();
    renderAdmin(`/admin/posts/${post.id}/edit`, auth);
    await auth.emit(ADA);

    const list = await screen.findByRole('region', { name: 'Live preview links' });
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Made by grace@example.com'),
      expect.stringContaining('Made by ada@example.com'),
    ]);
    expect(items[0]!.textContent).toContain('Works until');

    fireEvent.click(within(items[1]!).getByRole('button', { name: /^Revoke the link made by ada@example\.com on / }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this preview link?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('Preview link revoked')).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByRole('listitem').textContent).toContain('grace@example.com');
    expect(calls.filter((call) => call.method === 'POST').map((call) => `${call.method} ${call.path}`)).toEqual([revokePath]);
  });

  it('keeps the link when the confirm is cancelled', async () => {
    const post = adminPost({ status: 'draft', categoryId: CATEGORY.id });
    const one = {
      id: '44444444-4444-4444-8444-444444444444',
      postId: post.id,
      createdBy: { uid: 'ada', email: 'ada@example.com' },
      createdAt: '2026-11-26T10:00:00.000Z',
      expiresAt: '2026-11-29T10:00:00.000Z',
      revokedAt: null,
    };
    const calls = adminApi(
      { posts: [post], categories: [CATEGORY] },
      { [`GET /api/admin/posts/${post.id}`]: ok(post), [`GET /api/admin/posts/${post.id}/preview-links`]: ok([one]) },
    );
    const auth = testAuth();
    renderAdmin(`/admin/posts/${post.id}/edit`, auth);
    await auth.emit(ADA);

    fireEvent.click(await screen.findByRole('button', { name: /^Revoke the link made by ada@example\.com/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this preview link?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
