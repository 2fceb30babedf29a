// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUnavailableModule } from './remote-unavailable';

const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const REMOTES = { remotes: [{ name: 'mf_content', entry: '/remotes/mf-content/mf-manifest.json' }] };

async function renderSlot(extra: Record<string, unknown> = {}) {
  vi.resetModules();
  const { RemoteSlot } = await import('./remote-slot');
  render(<RemoteSlot remoteId="mf_content/BlogListPage" {...extra} />);
}

beforeEach(() => {
  runtime.registerRemotes.mockReset();
  runtime.loadRemote.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(REMOTES)),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RemoteSlot', () => {
  it('renders the remote module once it has loaded', async () => {
    runtime.loadRemote.mockResolvedValue({ default: () => <h1>Latest Insights</h1> });
    await renderSlot();
    expect(await screen.findByRole('heading', { name: 'Latest Insights' })).toBeTruthy();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_content/BlogListPage');
  });

  it('shows a retry panel when the runtime hands back the fallback module, and retries with a fresh URL', async () => {
    runtime.loadRemote.mockResolvedValueOnce(createUnavailableModule('mf_content/BlogListPage', new Error('404')));
    runtime.loadRemote.mockResolvedValue({ default: () => <h1>Latest Insights</h1> });
    await renderSlot();
    expect(await screen.findByRole('heading', { name: /couldn.t load/ })).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));

    expect(await screen.findByRole('heading', { name: 'Latest Insights' })).toBeTruthy();
    const [remotes, options] = runtime.registerRemotes.mock.lastCall ?? [];
    expect(remotes[0].entry).toMatch(/^\/remotes\/mf-content\/mf-manifest\.json\?v=\d+$/);
    expect(options).toEqual({ force: true });
  });

  it('shows the retry panel when the module itself throws while rendering', async () => {
    runtime.loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    });
    await renderSlot();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the retry panel when the remote list cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503, statusText: 'Service Unavailable' })),
    );
    await renderSlot();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('hands every other prop to the remote component', async () => {
    runtime.loadRemote.mockResolvedValue({
      default: ({ greeting, newsletterSlot }: { greeting: string; newsletterSlot: React.ReactNode }) => (
        <section>
          <h1>{greeting}</h1>
          {newsletterSlot}
        </section>
      ),
    });
    await renderSlot({ greeting: 'Welcome', newsletterSlot: <p>Sign up</p> });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByText('Sign up')).toBeTruthy();
  });

  it('shows the given fallback instead of the retry panel when the remote fails', async () => {
    runtime.loadRemote.mockResolvedValue(createUnavailableModule('mf_content/NotFoundPage', new Error('down')));
    await renderSlot({ fallback: <h1>Page Not Found</h1> });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('keeps a failed compact slot small: one line and a retry', async () => {
    runtime.loadRemote.mockResolvedValue(createUnavailableModule('mf_engage/NewsletterSignup', new Error('down')));
    await renderSlot({ compact: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This section couldn’t load.');
    expect(alert.querySelector('h2')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
