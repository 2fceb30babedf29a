// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@livefully/web-kit/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConsentStore } from '../../lib/consent/consent-store';

async function renderFooter(remotesJson: unknown) {
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(remotesJson)),
  );
  const { Footer } = await import('./footer');
  const { RuntimeSiteSettings } = await import('../runtime-site-settings');
  const { ConsentProvider } = await import('../../lib/consent/consent-context');
  render(
    <RuntimeSiteSettings>
      <ConsentProvider store={createConsentStore({ gpc: false })}>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </ConsentProvider>
    </RuntimeSiteSettings>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Footer', () => {
  it('carries exactly the links of docs/requirements.md#r-footer', async () => {
    await renderFooter({ remotes: [] });
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/guides',
      '/blog',
      '/topics',
      '/apps',
      '/topics/foodie',
      '/topics/date-night',
      '/topics/challenge',
      '/topics/sports',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
    ]);
  });

  it('links the social page of /remotes.json, opening it in a new tab', async () => {
    await renderFooter({ remotes: [], socialUrl: 'https://social.example/livefully' });
    const social = screen.getByRole('link', { name: /follow us/i });
    await waitFor(() => expect(social.getAttribute('href')).toBe('https://social.example/livefully'));
    expect(social.getAttribute('target')).toBe('_blank');
    expect(social.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('falls back to the default social page', async () => {
    await renderFooter({ remotes: [] });
    expect(screen.getByRole('link', { name: /follow us/i }).getAttribute('href')).toBe('https://www.instagram.com/');
  });

  it('names the site of /remotes.json', async () => {
    await renderFooter({ remotes: [], siteName: 'Live Fully Staging' });
    expect(await screen.findByText('Live Fully Staging')).toBeTruthy();
    expect(screen.getByText(/Live Fully Staging\. All rights reserved\./)).toBeTruthy();
  });

  it('offers to change the cookie choice', async () => {
    await renderFooter({ remotes: [] });
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeTruthy();
  });
});
