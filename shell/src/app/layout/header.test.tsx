// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AuthProvider, NavigateContext, ToastProvider, type AuthClient, type AuthUser } from '@livefully/web-kit';
import { Theme } from '@livefully/web-kit/ui';
import { createMemoryRouter, RouterProvider, useNavigate } from '@livefully/web-kit/router';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from './header';
import { SkipLink } from '../../components/layout/skip-link';

/** An identity provider double whose state the test sets; admin status comes from `admin`. */
function testAuth(admin = false) {
  let emit: (user: AuthUser | null) => void = () => {};
  const client: AuthClient = {
    usesAccountChooser: true,
    onAuthStateChanged: (listener) => {
      emit = listener;
      return () => {};
    },
    getIdToken: async () => 'token',
    signIn: async () => ({ uid: 'u', displayName: 'Ada', email: 'ada@example.com', photoURL: null }),
    signOut: async () => {},
  };
  return { client, loadIsAdmin: async () => admin, emit: (user: AuthUser | null) => act(async () => emit(user)) };
}

/** As the site layout provides it in the browser-rendered application: its router's navigate. */
function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <NavigateContext value={(to) => void navigate(to)}>{children}</NavigateContext>;
}

function renderHeader(auth = testAuth(), path = '/blog') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <RouterNavigation>
            <SkipLink />
            <Header />
            <main id="main-content" tabIndex={-1} />
          </RouterNavigation>
        ),
      },
    ],
    {
      initialEntries: [path],
    },
  );
  // The avatar menu's popup reads the Theme, as it does under the site's one Theme.
  render(
    <Theme>
      <ToastProvider>
        <AuthProvider client={auth.client} loadIsAdmin={auth.loadIsAdmin}>
          <RouterProvider router={router} />
        </AuthProvider>
      </ToastProvider>
    </Theme>,
  );
  return router;
}

// The menu's popup measures itself; jsdom has no ResizeObserver.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Header', () => {
  it('links the logo home and the main sections', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Live Fully' }).getAttribute('href')).toBe('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Explore', '/guides'],
      ['Blog', '/blog'],
      ['Topics', '/topics'],
      ['Apps', '/apps'],
    ]);
  });

  it.each([
    ['/guides', 'Explore'],
    ['/guide/wellness-habits-that-last', 'Explore'],
    ['/blog/family-game-night', 'Blog'],
    ['/topics/foodie', 'Topics'],
  ])('on %s marks %s, and only it, as the current section', (path, label) => {
    renderHeader(testAuth(), path);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
    expect(current).toEqual([label]);
  });

  it('puts the skip link first and moves focus to <main>', () => {
    renderHeader();
    const first = document.querySelector('a, button, input');
    expect(first?.textContent).toBe('Skip to main content');
    fireEvent.click(first as Element);
    expect(document.activeElement?.id).toBe('main-content');
  });

  it('searches for the trimmed, encoded term', () => {
    const router = renderHeader();
    const input = screen.getByRole('searchbox', { name: /search/i });
    fireEvent.change(input, { target: { value: '  food & dining ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=food%20%26%20dining');
  });

  it('does nothing for a blank term', () => {
    const router = renderHeader();
    const input = screen.getByRole('searchbox', { name: /search/i });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(router.state.location.pathname).toBe('/blog');
    expect(router.state.location.search).toBe('');
  });

  it('toggles the mobile menu it controls', () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows a pulsing placeholder until the sign-in state is known, then Sign In', async () => {
    const auth = testAuth();
    renderHeader(auth);
    expect(screen.getByRole('status', { name: '' }).querySelector('.rt-Skeleton')).not.toBeNull();
    await auth.emit(null);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows the avatar menu with name and e-mail when signed in, and the Admin link only to admins', async () => {
    const reader = testAuth(false);
    renderHeader(reader);
    await reader.emit({ uid: 'u1', displayName: 'Rita Reader', email: 'rita@example.com', photoURL: null });
    // Radix's menu opens on pointer down or the keyboard; jsdom has no pointer events.
    // The menu's code loads once someone is signed in.
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Account menu for Rita Reader' }), { key: 'Enter' });
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(menu.textContent).toContain('Rita Reader');
    expect(menu.textContent).toContain('rita@example.com');
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    cleanup();

    const admin = testAuth(true);
    renderHeader(admin);
    await admin.emit({ uid: 'u2', displayName: 'Ada Admin', email: 'ada@example.com', photoURL: null });
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });
});
