// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, adminCategory, adminPost, fail, ok, renderAdmin, testAuth } from '../../testing/render-admin';
import { autosaveKey } from './use-autosave';

// Each test renders the whole admin app several times; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const CATEGORY = adminCategory();
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

// A draft: its save is the plain PUT (a published post's Update asks first and goes through the publish flow).
const base = adminPost({ version: 1, excerpt: 'The first excerpt.', status: 'draft', publishedAt: null });
const theirs = adminPost({
  version: 2,
  excerpt: 'Their excerpt.',
  updatedAt: '2025-02-02T00:00:00.000Z',
  status: 'draft',
  publishedAt: null,
});
const revisions = { currentVersion: 1, revisions: [] };

async function openEditor(extra: Parameters<typeof adminApi>[1]) {
  const calls = adminApi(
    { posts: [base], categories: [CATEGORY] },
    {
      [`GET /api/admin/posts/${base.id}`]: ok(base),
      [`GET /api/admin/posts/${base.id}/revisions`]: ok(revisions),
      [`GET /api/admin/posts/${base.id}/autosave`]: ok(null),
      ...extra,
    },
  );
  const auth = testAuth();
  renderAdmin(`/admin/posts/${base.id}/edit`, auth);
  await auth.emit(ADA);
  await screen.findByRole('heading', { level: 1, name: 'Edit post' });
  await waitFor(() => expect(box('Title').value).toBe(base.title));
  return calls;
}

describe('a save refused because someone saved in between', () => {
  it('sends the version it was based on, shows both changes, and saves the merge based on their version', async () => {
    let puts = 0;
    const calls = await openEditor({
      [`PUT /api/admin/posts/${base.id}`]: (body) => {
        puts += 1;
        if (puts === 1) {
          return {
            status: 409,
            body: {
              success: false,
              code: 'CONTENT.VERSION_CONFLICT',
              message: 'This item was changed by someone else',
              details: { yours: { version: 1, input: body }, current: theirs },
            },
          };
        }
        return ok({ ...theirs, ...(body as object), version: 3 });
      },
    });
    type(box('Title'), 'My Title');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this post' });
    const title = within(dialog).getByRole('group', { name: 'Title (changed by you)' });
    const excerpt = within(dialog).getByRole('group', { name: 'Excerpt (changed by them)' });
    expect((within(title).getByRole('radio', { name: 'Keep mine' }) as HTMLInputElement).checked).toBe(true);
    expect((within(excerpt).getByRole('radio', { name: 'Take theirs' }) as HTMLInputElement).checked).toBe(true);
    expect(excerpt.querySelector('ins')?.textContent).toContain('Their');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Use merged version' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box('Title').value).toBe('My Title');
    expect(box('Excerpt').value).toBe('Their excerpt.');

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(puts).toBe(2));
    const sent = calls.filter((call) => call.method === 'PUT' && call.path === `/api/admin/posts/${base.id}`).map((call) => call.body);
    expect(sent.map((body) => (body as { version: number }).version)).toEqual([1, 2]);
    expect(sent[1]).toMatchObject({ title: 'My Title', excerpt: 'Their excerpt.' });
    // The history is read again for the saved version.
    const historyReads = () => calls.filter((call) => call.path === `/api/admin/posts/${base.id}/revisions`).length;
    await waitFor(() => expect(historyReads()).toBeGreaterThanOrEqual(3));
  });

  it('overwrites knowingly: the same values again, with their version', async () => {
    let puts = 0;
    const calls = await openEditor({
      [`PUT /api/admin/posts/${base.id}`]: (body) => {
        puts += 1;
        return puts === 1
          ? { status: 409, body: { success: false, code: 'CONTENT.VERSION_CONFLICT', message: 'Changed', details: { current: theirs } } }
          : ok({ ...theirs, ...(body as object), version: 3 });
      },
    });
    type(box('Excerpt'), 'My excerpt.');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this post' });
    expect(within(dialog).getByRole('group', { name: 'Excerpt (changed by both)' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() => expect(puts).toBe(2));
    const sent = calls.filter((call) => call.method === 'PUT' && call.path === `/api/admin/posts/${base.id}`).map((call) => call.body);
    expect(sent[1]).toMatchObject({ excerpt: 'My excerpt.', version: 2 });
  });

  it('shows any other refusal as before: a toast, no dialog', async () => {
    await openEditor({
      [`PUT /api/admin/posts/${base.id}`]: fail(503, 'The content service is unavailable.', 'COMMON.SERVICE_UNAVAILABLE'),
    });
    type(box('Title'), 'My Title');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findAllByText('The content service is unavailable.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('autosave', () => {
  it('keeps unsaved values on the device at once and offers them back when the editor opens again', async () => {
    await openEditor({});
    type(box('Title'), 'Unsaved Title');
    const kept = JSON.parse(localStorage.getItem(autosaveKey('post', base.id)) ?? 'null') as {
      values: { title: string };
      baseVersion: number;
    };
    expect(kept).toMatchObject({ values: { title: 'Unsaved Title' }, baseVersion: 1 });
    cleanup();

    await openEditor({});
    const notice = screen.getByRole('region', { name: 'Unsaved changes found' });
    expect(notice.textContent).toContain('kept on this device');
    fireEvent.click(within(notice).getByRole('button', { name: 'Restore unsaved changes' }));
    expect(box('Title').value).toBe('Unsaved Title');
    expect(screen.queryByRole('region', { name: 'Unsaved changes found' })).toBeNull();
  });

  it('keeps the older version autosaved values were based on, so saving them shows what was saved since', async () => {
    const older = adminPost({ version: 1, excerpt: 'The first excerpt.', status: 'draft', publishedAt: null });
    const current = adminPost({
      version: 2,
      excerpt: 'Their excerpt.',
      updatedAt: '2025-02-02T00:00:00.000Z',
      status: 'draft',
      publishedAt: null,
    });
    localStorage.setItem(
      autosaveKey('post', base.id),
      JSON.stringify({ values: { title: 'My Title' }, baseVersion: 1, at: new Date().toISOString() }),
    );
    let puts = 0;
    const calls = adminApi(
      { posts: [current], categories: [CATEGORY] },
      {
        [`GET /api/admin/posts/${base.id}`]: ok(current),
        [`GET /api/admin/posts/${base.id}/revisions`]: ok({ currentVersion: 2, revisions: [] }),
        [`GET /api/admin/posts/${base.id}/revisions/1`]: ok({
          id: '00000000-0000-4000-8000-0000000000f1',
          kind: 'post',
          entityId: base.id,
          number: 1,
          source: 'save',
          restoredFrom: null,
          baseVersion: null,
          actor: null,
          at: older.updatedAt,
          content: older,
        }),
        [`GET /api/admin/posts/${base.id}/autosave`]: ok(null),
        [`PUT /api/admin/posts/${base.id}`]: () => {
          puts += 1;
          return { status: 409, body: { success: false, code: 'CONTENT.VERSION_CONFLICT', message: 'Changed', details: { current } } };
        },
      },
    );
    const auth = testAuth();
    renderAdmin(`/admin/posts/${base.id}/edit`, auth);
    await auth.emit(ADA);
    const notice = await screen.findByRole('region', { name: 'Unsaved changes found' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Restore unsaved changes' }));
    await waitFor(() => expect(box('Title').value).toBe('My Title'));
    expect(box('Excerpt').value).toBe('The first excerpt.');

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this post' });
    expect(within(dialog).getByRole('group', { name: 'Excerpt (changed by them)' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Title (changed by you)' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ version: 1 });
    expect(puts).toBe(1);
  });

  it('offers nothing once the kept values are discarded', async () => {
    localStorage.setItem(
      autosaveKey('post', base.id),
      JSON.stringify({ values: { ...base, title: 'Old draft' }, baseVersion: 1, at: new Date().toISOString() }),
    );
    await openEditor({});
    fireEvent.click(within(screen.getByRole('region', { name: 'Unsaved changes found' })).getByRole('button', { name: 'Discard them' }));
    expect(localStorage.getItem(autosaveKey('post', base.id))).toBeNull();
    expect(box('Title').value).toBe(base.title);
  });
});

describe('a restore that leaves out images deleted from the library', () => {
  it('says which images were left out, in a toast and beside the history, and the editor shows the post without them', async () => {
    const gone = '/media/0b6f7f7e-1111-4aaa-8bbb-000000000001/original-800x600.jpg';
    const current = adminPost({ version: 2, imagePath: '', imageAlt: '', updatedAt: '2025-02-02T00:00:00.000Z' });
    const restored = adminPost({ version: 3, title: 'The First Title', updatedAt: '2025-02-03T00:00:00.000Z' });
    const saved = (number: number) => ({
      id: `00000000-0000-4000-8000-00000000000${number}`,
      kind: 'post',
      entityId: base.id,
      number,
      source: 'save',
      restoredFrom: null,
      baseVersion: null,
      actor: { uid: 'ada', email: 'ada@example.com' },
      at: '2025-02-02T00:00:00.000Z',
    });
    const calls = adminApi(
      { posts: [current], categories: [CATEGORY] },
      {
        [`GET /api/admin/posts/${base.id}`]: ok(current),
        [`GET /api/admin/posts/${base.id}/revisions`]: ok({ currentVersion: 2, revisions: [saved(2), saved(1)] }),
        [`GET /api/admin/posts/${base.id}/autosave`]: ok(null),
        [`POST /api/admin/posts/${base.id}/revisions/1/restore`]: ok({
          item: restored,
          droppedImages: [
            { field: 'imagePath', path: gone },
            { field: 'content', path: gone },
          ],
        }),
      },
    );
    const auth = testAuth();
    renderAdmin(`/admin/posts/${base.id}/edit`, auth);
    await auth.emit(ADA);
    const history = await screen.findByRole('region', { name: 'History' });
    const [, older] = await within(history).findAllByRole('listitem');
    fireEvent.click(within(older!).getByRole('button', { name: /^Restore/ }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Restore version 1?' })).getByRole('button', { name: 'Restore' }),
    );

    expect(await screen.findByText(/2 images were left out: deleted from the media library since\./)).toBeTruthy();
    const notice = await screen.findByRole('region', { name: 'Images left out' });
    expect(notice.textContent).toContain('Version 1 was restored without 2 images deleted from the media library since.');
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`The image (and so the share image): ${gone}`, `In the content: ${gone}`]);
    await waitFor(() => expect(box('Title').value).toBe('The First Title'));
    expect(box('Image path').value).toBe('');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ version: 2 });

    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Images left out' })).toBeNull());
  });
});
