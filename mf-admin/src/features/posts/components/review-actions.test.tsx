// @vitest-environment jsdom
import type { AdminPost } from '@livefully/contracts';
import type { StaffRole } from '@livefully/contracts/routes';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, adminCategory, adminPost, ok, renderAdmin, testAuth } from '../../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DRAFT = adminPost({ status: 'draft', publishedAt: null, version: 3 });
const IN_REVIEW = adminPost({
  status: 'review',
  publishedAt: null,
  submittedAt: '2025-02-01T09:00:00.000Z',
  createdByUid: 'u-wren',
  version: 3,
});
const SENT_BACK = adminPost({
  status: 'draft',
  publishedAt: null,
  reviewNote: { note: 'A shorter opening, please.', byEmail: 'eddie@example.com', at: '2025-02-02T09:00:00.000Z' },
  version: 4,
});

/** Opens the post's editor as a member with `role`; every step answers `answer`. */
async function openAs(role: StaffRole, post: AdminPost, answer: AdminPost = post) {
  const base = `/api/admin/posts/${post.id}`;
  const calls = adminApi(
    { categories: [adminCategory()] },
    {
      'GET /api/admin/session': ok({ user: { ...ADA, isAdmin: true, role }, isAdmin: true }),
      [`GET ${base}`]: ok(post),
      [`GET ${base}/revisions`]: ok({ currentVersion: post.version, revisions: [] }),
      [`GET ${base}/autosave`]: ok(null),
      [`GET ${base}/preview-links`]: ok([]),
      [`PUT ${base}`]: ok(answer),
      ...Object.fromEntries(['publish', 'schedule', 'submit', 'send-back'].map((step) => [`POST ${base}/${step}`, ok(answer)])),
    },
  );
  const auth = testAuth();
  renderAdmin(`/admin/posts/${post.id}/edit`, auth);
  await auth.emit(ADA);
  await screen.findByRole('heading', { level: 1, name: 'Edit post' });
  return calls;
}

const NAMES = ['Save draft', 'Save', 'Submit for review', 'Send back…', 'Schedule…', 'Publish now', 'Update', 'Unpublish'];
const buttonNames = () => NAMES.filter((name) => screen.queryByRole('button', { name }));
const posted = (calls: { method: string; path: string; body: unknown }[], step: string) =>
  calls.filter((call) => call.method === 'POST' && call.path.endsWith(`/${step}`));

describe('review in the post editor', () => {
  it('offers a contributor Submit for review on their own draft, not Publish, and submits the editor’s fields', async () => {
    const calls = await openAs('contributor', DRAFT, { ...DRAFT, status: 'review', version: 4 });
    await waitFor(() => expect(buttonNames()).toEqual(['Save draft', 'Submit for review']));
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(posted(calls, 'submit')).toHaveLength(1));
    expect(posted(calls, 'submit')[0]!.body).toMatchObject({ title: 'The Art of Slow Mornings', version: 3 });
  });

  it('lets an author publish directly: no Submit for review', async () => {
    await openAs('author', DRAFT);
    await waitFor(() => expect(buttonNames()).toEqual(['Save draft', 'Schedule…', 'Publish now']));
  });

  it('tells a contributor their draft goes to review, and an author that they may publish it', async () => {
    const note = () => screen.getByText(/^A draft: readers can’t see it\./).textContent;
    await openAs('contributor', DRAFT);
    await waitFor(() =>
      expect(note()).toBe('A draft: readers can’t see it. Submit it for review when it is ready: an editor publishes it.'),
    );
    cleanup();
    await openAs('author', DRAFT);
    await waitFor(() => expect(note()).toBe('A draft: readers can’t see it. Publish it now or schedule it.'));
  });

  it('shows a post waiting for review as such, and offers its writer only Save', async () => {
    await openAs('contributor', { ...IN_REVIEW, createdByUid: ADA.uid });
    await waitFor(() => expect(buttonNames()).toEqual(['Save']));
    expect(screen.getAllByText('Waiting for review').length).toBeGreaterThan(0);
  });

  it('offers an editor Send back…, Schedule… and Publish now on someone else’s post in review', async () => {
    await openAs('editor', IN_REVIEW);
    await waitFor(() => expect(buttonNames()).toEqual(['Save', 'Send back…', 'Schedule…', 'Publish now']));
  });

  it('sends a post back only with a note, and sends the note with the version read', async () => {
    const calls = await openAs('editor', IN_REVIEW, { ...IN_REVIEW, status: 'draft', version: 4 });
    fireEvent.click(await screen.findByRole('button', { name: 'Send back…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send “The Art of Slow Mornings” back' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Write a note for the writer: what should change');
    expect(posted(calls, 'send-back')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Note for the writer'), { target: { value: 'A shorter opening, please.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    await waitFor(() => expect(posted(calls, 'send-back')).toHaveLength(1));
    expect(posted(calls, 'send-back')[0]!.body).toEqual({ note: 'A shorter opening, please.', version: 3 });
  });

  it('offers a contributor no preview links: they are an editor’s', async () => {
    await openAs('contributor', DRAFT);
    await waitFor(() => expect(buttonNames()).toEqual(['Save draft', 'Submit for review']));
    expect(screen.queryByRole('button', { name: 'Make a preview link' })).toBeNull();
  });

  it('shows the writer the editor’s note at the top of the editor', async () => {
    await openAs('contributor', SENT_BACK);
    const notice = await screen.findByRole('region', { name: 'Sent back by an editor' });
    expect(within(notice).getByText('A shorter opening, please.')).toBeTruthy();
    expect(within(notice).getByText(/Sent back by eddie@example.com/)).toBeTruthy();
  });
});
