// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADA,
  adminApi,
  adminCategory,
  adminPost,
  fail,
  ok,
  RITA,
  renderAdmin,
  stubApi,
  testAuth,
  chooseOption,
} from '../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminApp access', () => {
  it("says 'Loading admin panel...' until the sign-in state is known", async () => {
    adminApi();
    const auth = testAuth();
    renderAdmin('/admin', auth);
    expect(screen.getByRole('status').textContent).toBe('Loading admin panel...');
    await auth.emit(ADA);
    expect(await screen.findByRole('heading', { level: 1, name: 'Content dashboard' })).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in with the header button when sign-in goes through the account chooser', async () => {
    const calls = stubApi({});
    const auth = testAuth({ usesAccountChooser: true });
    renderAdmin('/admin', auth);
    await auth.emit(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeTruthy();
    expect(screen.getByText('Sign in with the button at the top of the page to continue.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('offers its own Sign In button with Google’s popup', async () => {
    stubApi({});
    const auth = testAuth({ usesAccountChooser: false });
    renderAdmin('/admin/posts/new', auth);
    await auth.emit(null);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(auth.client.signIn).toHaveBeenCalledTimes(1));
  });

  it('tells a signed-in reader they are not authorized, with a link home, without asking the admin API', async () => {
    const calls = stubApi({});
    const auth = testAuth({ admin: false });
    renderAdmin('/admin', auth);
    await auth.emit(RITA);
    expect(screen.getByRole('heading', { level: 1, name: 'Not authorized' })).toBeTruthy();
    expect(screen.getByText(/You're signed in as/).textContent).toBe(
      "You're signed in as rita@example.com, which doesn't have admin access.",
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(calls).toEqual([]);
  });

  it('shows Not authorized when the server answers 403, whatever the browser thought', async () => {
    stubApi({ 'GET /api/admin/session': fail(403, 'Admins only', 'IDENTITY.NOT_ADMIN') });
    const auth = testAuth();
    renderAdmin('/admin', auth);
    await auth.emit(ADA);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not authorized' })).toBeTruthy();
  });

  it('shows the sign-in screen when a data call says the token expired (401)', async () => {
    adminApi({}, { 'GET /api/admin/posts': fail(401, 'Token expired', 'IDENTITY.TOKEN_EXPIRED') });
    const auth = testAuth();
    renderAdmin('/admin', auth);
    await auth.emit(ADA);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your session has expired' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows Not authorized when a write is refused with 403', async () => {
    adminApi(
      { posts: [adminPost()] },
      {
        'DELETE /api/admin/posts/7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60': fail(403, 'Admins only', 'IDENTITY.NOT_ADMIN'),
        'GET /api/admin/posts/7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60': { status: 200, body: { success: true, data: adminPost() } },
      },
    );
    const auth = testAuth();
    renderAdmin('/admin/posts/7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60/edit', auth);
    await auth.emit(ADA);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete post' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Not authorized' })).toBeTruthy();
  });

  it('reports a write refused for the role where it happened, and keeps the admin area open', async () => {
    adminApi(
      { posts: [adminPost()] },
      {
        'DELETE /api/admin/posts/7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60': fail(
          403,
          "This post is someone else's: changing it needs the editor role or above; you are a contributor.",
          'IDENTITY.ROLE_TOO_LOW',
        ),
        'GET /api/admin/posts/7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60': { status: 200, body: { success: true, data: adminPost() } },
      },
    );
    const auth = testAuth();
    renderAdmin('/admin/posts/7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60/edit', auth);
    await auth.emit(ADA);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText(/needs the editor role or above/)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Not authorized' })).toBeNull();
  });

  it('keeps the form an editor was writing when a save finds the token expired', async () => {
    let reply = fail(401, 'Token expired', 'IDENTITY.TOKEN_EXPIRED');
    adminApi({ categories: [adminCategory()] }, { 'POST /api/admin/posts': () => reply });
    const auth = testAuth();
    renderAdmin('/admin/posts/new', auth);
    await auth.emit(ADA);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Written before the token expired' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Excerpt' }), { target: { value: 'Short.' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Content' }), { target: { value: 'Body.' } });
    chooseOption('Category', adminCategory().id);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your session has expired' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();

    reply = ok(adminPost({ title: 'Written before the token expired' }), 201);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(((await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement).value).toBe('Written before the token expired');
  });

  it('sends the ID token with every admin call', async () => {
    const calls = adminApi();
    const auth = testAuth();
    renderAdmin('/admin', auth);
    await auth.emit(ADA);
    await screen.findByRole('heading', { level: 1, name: 'Content dashboard' });
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(5));
    expect(new Set(calls.map((call) => call.authorization))).toEqual(new Set(['Bearer id-token']));
  });
});
