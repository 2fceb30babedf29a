// @vitest-environment jsdom
import type { AdminPost } from '@livefully/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '@livefully/contracts/routes';
import {
  ADA,
  adminApi,
  adminCategory,
  adminPost,
  chooseOption,
  ok,
  renderAdmin,
  testAuth,
  type Reply,
} from '../../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const IN_A_YEAR = new Date(Date.now() + 365 * 86_400_000).toISOString();
const DRAFT = adminPost({ status: 'draft', publishedAt: null, version: 3 });
const SCHEDULED = adminPost({ status: 'published', publishedAt: IN_A_YEAR, version: 3 });
const PUBLISHED = adminPost({ status: 'published', publishedAt: '2025-01-05T09:00:00.000Z', version: 3 });

/** The session of a member with `role` (the signed-in one is always Ada). */
const sessionAs = (role: StaffRole) => ({ 'GET /api/admin/session': ok({ user: { ...ADA, isAdmin: true, role }, isAdmin: true }) });

/** Opens the saved post's editor; `answer` is what each publish flow operation answers. */
async function openPost(post: AdminPost, answer: AdminPost | ((body: unknown) => Reply) = post, extra: Record<string, Reply> = {}) {
  const base = `/api/admin/posts/${post.id}`;
  const calls = adminApi(
    { categories: [adminCategory()] },
    {
      [`GET ${base}`]: ok(post),
      [`GET ${base}/revisions`]: ok({ currentVersion: post.version, revisions: [] }),
      [`GET ${base}/autosave`]: ok(null),
      [`GET ${base}/preview-links`]: ok([]),
      [`PUT ${base}`]: ok(answer),
      ...Object.fromEntries(
        ['publish', 'schedule', 'update', 'unpublish'].map((step) => [
          `POST ${base}/${step}`,
          typeof answer === 'function' ? answer : ok(answer),
        ]),
      ),
      ...extra,
    },
  );
  const auth = testAuth();
  renderAdmin(`/admin/posts/${post.id}/edit`, auth);
  await auth.emit(ADA);
  await screen.findByRole('heading', { level: 1, name: 'Edit post' });
  // A member's role may leave no button at all (the role tests wait for theirs).
  if (!('GET /api/admin/session' in extra)) await screen.findByRole('button', { name: /Unpublish|Save draft/ });
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

describe('an image without alt text', () => {
  const BARE = { ...DRAFT, content: 'Intro.\n\n![](/images/soup-pot.svg)' };

  it('is named on the content field before the server is asked to publish, and a draft is still saved', async () => {
    const calls = await openPost(BARE);
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findAllByText('Every image needs alt text: add it to “/images/soup-pot.svg”')).not.toHaveLength(0);
    expect(posted(calls, 'publish')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
  });
});

describe('the publish buttons by role', () => {
  const OTHERS = 'u-someone-else';
  it.each([
    ['a contributor, on their own draft', 'contributor', DRAFT, ['Save draft']],
    ['a contributor, on their own published post', 'contributor', PUBLISHED, []],
    ['an author, on their own draft', 'author', DRAFT, ['Save draft', 'Schedule…', 'Publish now']],
    ['an author, on their own published post', 'author', PUBLISHED, ['Update', 'Unpublish']],
    ['an author, on someone else’s draft', 'author', { ...DRAFT, createdByUid: OTHERS }, []],
    ['an author, on someone else’s published post', 'author', { ...PUBLISHED, createdByUid: OTHERS }, []],
    ['an editor, on someone else’s draft', 'editor', { ...DRAFT, createdByUid: OTHERS }, ['Save draft', 'Schedule…', 'Publish now']],
    ['an editor, on a post from before roles', 'editor', { ...PUBLISHED, createdByUid: null }, ['Update', 'Unpublish']],
  ] as const)('offers %s what the role may do', async (_who, role, post, expected) => {
    await openPost(post, post, sessionAs(role));
    await waitFor(() => expect(buttonNames().sort()).toEqual([...expected].sort()));
  });
});

describe('a new post', () => {
  const NEW_ID = '1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b';

  async function openNewPost(schedule: (body: unknown) => Reply) {
    const created = adminPost({ id: NEW_ID, status: 'draft', publishedAt: null, version: 1 });
    const base = `/api/admin/posts/${NEW_ID}`;
    const calls = adminApi(
      { categories: [adminCategory()] },
      {
        'POST /api/admin/posts': ok(created, 201),
        [`POST ${base}/schedule`]: schedule,
        [`GET ${base}`]: ok(created),
        [`GET ${base}/revisions`]: ok({ currentVersion: 1, revisions: [] }),
        [`GET ${base}/autosave`]: ok(null),
        [`GET ${base}/preview-links`]: ok([]),
      },
    );
    const auth = testAuth();
    renderAdmin('/admin/posts/new', auth);
    await auth.emit(ADA);
    await screen.findByRole('heading', { level: 1, name: 'New post' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Slow Evenings' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Excerpt' }), { target: { value: 'Ten calm minutes.' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Content' }), { target: { value: 'A calm end to the day.' } });
    chooseOption('Category', adminCategory().id);
    fireEvent.click(screen.getByRole('button', { name: 'Schedule…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule “Slow Evenings”' });
    fireEvent.change(within(dialog).getByLabelText('Publish at'), { target: { value: '2099-05-04T09:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    return calls;
  }

  it('is scheduled through the schedule step: saved as a draft, then scheduled, so the server checks the time', async () => {
    const calls = await openNewPost((body) => ok({ ...adminPost({ id: NEW_ID }), ...(body as object), status: 'published', version: 2 }));
    await waitFor(() => expect(posted(calls, 'schedule')).toHaveLength(1));
    const created = calls.find((call) => call.method === 'POST' && call.path === '/api/admin/posts');
    expect(created?.body).toMatchObject({ status: 'draft', publishedAt: null });
    expect(posted(calls, 'schedule')[0]!.body).toMatchObject({ title: 'Slow Evenings', version: 1 });
    expect(new Date((posted(calls, 'schedule')[0]!.body as { publishedAt: string }).publishedAt).getFullYear()).toBe(2099);
  });

  it('stays a saved draft when the server refuses the time, and says why', async () => {
    await openNewPost(() => ({
      status: 400,
      body: {
        success: false,
        code: 'COMMON.VALIDATION',
        message: 'Invalid post',
        issues: [{ path: ['publishedAt'], message: 'Choose a time in the future' }],
      },
    }));
    await screen.findByRole('heading', { level: 1, name: 'Edit post' }, { timeout: 3000 });
    expect(screen.getByText('Could not save')).toBeTruthy();
  }, 10_000);
});

describe('a conflict while publishing', () => {
  it('overwrites through the same step, not a plain save', async () => {
    const theirs = { ...DRAFT, excerpt: 'Their excerpt.', version: 4 };
    let publishes = 0;
    const calls = await openPost(DRAFT, (body) => {
      publishes += 1;
      return publishes === 1
        ? { status: 409, body: { success: false, code: 'CONTENT.VERSION_CONFLICT', message: 'Changed', details: { current: theirs } } }
        : ok({ ...theirs, ...(body as object), status: 'published', publishedAt: new Date().toISOString(), version: 5 });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this post' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() => expect(posted(calls, 'publish')).toHaveLength(2));
    expect(posted(calls, 'publish')[1]!.body).toMatchObject({ version: 4 });
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});
