// @vitest-environment jsdom
import type { AdminPost } from '@livefully/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, adminCategory, adminPost, ok, renderAdmin, testAuth } from '../../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const IN_A_YEAR = new Date(Date.now() + 365 * 86_400_000).toISOString();
const DRAFT = adminPost({ status: 'draft', publishedAt: null, version: 3 });
const SCHEDULED = adminPost({ status: 'published', publishedAt: IN_A_YEAR, version: 3 });
const PUBLISHED = adminPost({ status: 'published', publishedAt: '2025-01-05T09:00:00.000Z', version: 3 });

/** Opens the saved post's editor; `answer` is what each publish flow operation answers. */
async function openPost(post: AdminPost, answer: AdminPost = post) {
  const base = `/api/admin/posts/${post.id}`;
  const calls = adminApi(
    { categories: [adminCategory()] },
    {
      [`GET ${base}`]: ok(post),
      [`GET ${base}/revisions`]: ok({ currentVersion: post.version, revisions: [] }),
      [`GET ${base}/autosave`]: ok(null),
      [`GET ${base}/preview-links`]: ok([]),
      [`PUT ${base}`]: ok(answer),
      ...Object.fromEntries(['publish', 'schedule', 'update', 'unpublish'].map((step) => [`POST ${base}/${step}`, ok(answer)])),
    },
  );
  const auth = testAuth();
  renderAdmin(`/admin/posts/${post.id}/edit`, auth);
  await auth.emit(ADA);
  await screen.findByRole('heading', { level: 1, name: 'Edit post' });
  await screen.findByRole('button', { name: /Unpublish|Save draft/ });
  return calls;
}

const buttonNames = () =>
  ['Save draft', 'Schedule…', 'Reschedule…', 'Publish now', 'Update', 'Unpublish', 'Save'].filter((name) =>
    screen.queryByRole('button', { name }),
  );
const posted = (calls: { method: string; path: string; body: unknown }[], step: string) =>
  calls.filter((call) => call.method === 'POST' && call.path.endsWith(`/${step}`));

describe('the post editor’s publish buttons', () => {
  it.each([
    ['a draft', DRAFT, ['Save draft', 'Schedule…', 'Publish now']],
    ['a scheduled post', SCHEDULED, ['Reschedule…', 'Publish now', 'Update', 'Unpublish']],
    ['a published post', PUBLISHED, ['Update', 'Unpublish']],
  ])('offers %s its own', async (_state, post, expected) => {
    await openPost(post);
    expect(buttonNames().sort()).toEqual([...expected].sort());
    // Publishing is the buttons now: no status radio, no "Set to now".
    expect(screen.queryByRole('radio', { name: /Published/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set to now' })).toBeNull();
  });

  it('shows a scheduled post’s date', async () => {
    await openPost(SCHEDULED);
    expect(screen.getByText(/^Scheduled — goes live/)).toBeTruthy();
  });

  it('asks before publishing a draft now, saying what will happen, and sends nothing when cancelled', async () => {
    const calls = await openPost(DRAFT, { ...DRAFT, status: 'published', publishedAt: new Date().toISOString(), version: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish “The Art of Slow Mornings” now?' });
    expect(within(dialog).getByText('Readers will see it at once.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posted(calls, 'publish')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(posted(calls, 'publish')).toHaveLength(1));
    expect(posted(calls, 'publish')[0]).toMatchObject({ body: { title: 'The Art of Slow Mornings', version: 3 } });
  });

  it('asks before updating a published post and before unpublishing it', async () => {
    const calls = await openPost(PUBLISHED);
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    const update = await screen.findByRole('alertdialog', { name: 'Update “The Art of Slow Mornings”?' });
    expect(within(update).getByText('Readers will see your changes at once.')).toBeTruthy();
    fireEvent.click(within(update).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(posted(calls, 'update')).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    const unpublish = await screen.findByRole('alertdialog', { name: 'Unpublish “The Art of Slow Mornings”?' });
    expect(within(unpublish).getByText(/Readers will no longer see it/)).toBeTruthy();
    fireEvent.click(within(unpublish).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(posted(calls, 'unpublish')).toHaveLength(1));
  });

  it('schedules only for a time still to come, picked in a labelled date and time field', async () => {
    const calls = await openPost(DRAFT, { ...SCHEDULED, version: 4 });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule “The Art of Slow Mornings”' });
    const at = within(dialog).getByLabelText('Publish at') as HTMLInputElement;
    expect(at.type).toBe('datetime-local');

    fireEvent.change(at, { target: { value: '2020-01-01T09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a time in the future');
    expect(posted(calls, 'schedule')).toHaveLength(0);

    fireEvent.change(at, { target: { value: '2099-05-04T09:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(posted(calls, 'schedule')).toHaveLength(1));
    const body = posted(calls, 'schedule')[0]!.body as { publishedAt: string; version: number };
    expect(new Date(body.publishedAt).getFullYear()).toBe(2099);
    expect(body.version).toBe(3);
  });
});
