// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, ok, renderAdmin, testAuth } from '../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (name: string | RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('the search and sharing panel', () => {
  it('draws the search result and the share card from what is typed, cut where a search engine cuts', async () => {
    adminApi();
    const auth = testAuth();
    renderAdmin('/admin/topics/new', auth);
    await auth.emit(ADA);
    await screen.findByRole('heading', { level: 1, name: 'New topic' });
    type('Name', 'Weekend Getaways');
    type('Description', 'Short trips close to home.');

    const result = screen.getByTestId('search-result-preview');
    const card = screen.getByTestId('share-card-preview');
    expect(within(result).getByText('Weekend Getaways | Live Fully')).toBeTruthy();
    expect(within(result).getByText(/› topics › weekend-getaways$/)).toBeTruthy();
    expect(within(card).getByText('Short trips close to home.')).toBeTruthy();
    // No featured image on a topic: the site's own share image.
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/share/live-fully-1200x630.png');

    type(/^Meta title/, 'Weekend getaways that feel like a whole week away from it all');
    expect(within(result).getByText('Weekend getaways that feel like a whole week away from it…')).toBeTruthy();
    expect(within(card).getByText('Weekend getaways that feel like a whole week away from it all | Live Fully')).toBeTruthy();
    const counter = screen.getByTestId('meta-title-counter');
    expect(counter.textContent).toBe('61 / 70 characters');
    expect(screen.getByRole('textbox', { name: /^Meta title/ }).getAttribute('aria-describedby')).toContain(counter.id);
    expect(screen.getByText('Longer than 60 characters: search results may cut it.').getAttribute('aria-live')).toBe('polite');

    type(/^Meta description/, 'Trips of two days.');
    expect(within(card).getByText('Trips of two days.')).toBeTruthy();
    type(/^Canonical URL/, 'https://elsewhere.example/getaways');
    expect(within(result).getByText('elsewhere.example › getaways')).toBeTruthy();
    expect(within(card).getByText('elsewhere.example')).toBeTruthy();
    type(/^Share image/, '/images/slow-mornings.svg');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/images/share/slow-mornings.png');
  });

  it("cuts a library image's share image around its focal point, as the page will", async () => {
    const id = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
    const path = `/media/${id}/original-1400x700.jpg`;
    const STAMPED = {
      createdBy: { uid: 'u-ada', email: 'ada@example.com' },
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    };
    const image = { id, originalName: 'harbour.jpg', type: 'jpeg', mime: 'image/jpeg', width: 1400, height: 700, bytes: 250_000 };
    adminApi(
      {},
      {
        [`GET /api/admin/media/${id}`]: ok({
          ...image,
          path,
          alt: 'Boats',
          focal: { x: 0.25, y: 0.6 },
          variants: [],
          usage: [],
          ...STAMPED,
        }),
      },
    );
    const auth = testAuth();
    renderAdmin('/admin/topics/new', auth);
    await auth.emit(ADA);
    await screen.findByRole('heading', { level: 1, name: 'New topic' });
    type(/^Share image/, path);
    const card = screen.getByTestId('share-card-preview');
    await waitFor(() => expect(card.querySelector('img')?.getAttribute('src')).toBe(`/media/${id}/share-250-600.jpg`));
  });

  it('asks for a full canonical address and a meta title within the limit with their own messages', async () => {
    adminApi();
    const auth = testAuth();
    renderAdmin('/admin/topics/new', auth);
    await auth.emit(ADA);
    await screen.findByRole('heading', { level: 1, name: 'New topic' });
    type(/^Meta title/, 'x'.repeat(71));
    type(/^Canonical URL/, '/topics/elsewhere');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const links = within(screen.getByRole('alert'))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toContain('Meta title must be at most 70 characters');
    expect(links).toContain('Canonical URL must be a full address starting with https:// or http://');
  });

  it('says in plain words what noindex does', async () => {
    adminApi();
    const auth = testAuth();
    renderAdmin('/admin/topics/new', auth);
    await auth.emit(ADA);
    const box = await screen.findByRole('checkbox', { name: 'Hide from search engines (noindex)' });
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toMatch(/left out of the sitemap and the feed/);
    fireEvent.click(box);
    expect(box.getAttribute('aria-checked')).toBe('true');
  });
});
