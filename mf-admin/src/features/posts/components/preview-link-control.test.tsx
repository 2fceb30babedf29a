// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
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
