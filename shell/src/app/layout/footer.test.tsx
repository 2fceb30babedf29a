// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
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
      '/newsletter',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
    ]);
  });

  it('links each social page of /remotes.json by its network, opening it in a new tab, under "Follow us"', async () => {
    await renderFooter({
      remotes: [],
      socialLinks: [
        { network: 'instagram', url: 'https://www.instagram.com/livefully' },
        { network: 'facebook', url: 'https://www.facebook.com/livefully' },
      ],
    });
    const follow = await screen.findByRole('list', { name: 'Follow us' });
    const links = within(follow).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Instagram (opens in a new tab)', 'https://www.instagram.com/livefully'],
      ['Facebook (opens in a new tab)', 'https://www.facebook.com/livefully'],
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it.each([
    ['none set', {}],
    [
      'only links the site does not accept',
      { socialLinks: [{ network: 'instagram', url: 'https://www.instagram.com/' }], socialUrl: 'https://www.instagram.com/' },
    ],
  ])('has no "Follow us" and no social link with %s', async (_, settings) => {
    await renderFooter({ remotes: [], siteName: 'Live Fully Read', ...settings });
    await screen.findByText(/Live Fully Read\. All rights reserved\./);
    expect(screen.queryByText('Follow us')).toBeNull();
    expect(document.querySelector('a[href*="instagram"]')).toBeNull();
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
