// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, ok, renderAdmin, testAuth } from '../../../testing/render-admin';

const CSV = 'email,subscribed_at\r\nnew@example.com,2026-11-21T00:00:00.000Z\r\n';
const downloads: { href: string; download: string }[] = [];
let blobs: Blob[] = [];

beforeEach(() => {
  downloads.length = 0;
  blobs = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:csv-1')), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openSubscribers() {
  const calls = adminApi(
    {},
    {
      'GET /api/admin/subscribers/newsletter': ok([
        { email: 'new@example.com', createdAt: '2026-11-21T00:00:00.000Z' },
        { email: 'old@example.com', createdAt: '2026-01-01T00:00:00.000Z' },
      ]),
      'GET /api/admin/subscribers/apps': ok([
        { appName: 'what-i-like', appTitle: 'What I Like', email: 'liker@example.com', createdAt: '2026-11-20T00:00:00.000Z' },
      ]),
    },
  );
  // The CSV answers as the gateway does: text, with the file's name in Content-Disposition.
  const json = globalThis.fetch;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('.csv')) {
      calls.push({ method: 'GET', path: String(input), body: undefined, authorization: new Headers(init?.headers).get('Authorization') });
      return new Response(CSV, {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="newsletter-subscribers-2026-11-22.csv"',
        },
      });
    }
    return json(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  const auth = testAuth();
  renderAdmin('/admin/subscribers', auth);
  await auth.emit(ADA);
  await screen.findByRole('heading', { level: 1, name: 'Subscribers' });
  return calls;
}

/**
 * On Node 24, fetch's blob() is built from the environment's Blob, which under jsdom has no
 * text(); jsdom's FileReader reads it.
 */
function textOf(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('Subscribers', () => {
  it('shows the newsletter and each app with counts, and searches a list', async () => {
    await openSubscribers();
    const newsletter = await screen.findByRole('region', { name: 'Newsletter' });
    expect(await within(newsletter).findByText('2 subscribers')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'What I Like' })).getByText('1 subscriber')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Stadium Tracker' })).getByText('No subscribers yet.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Dining through the Alphabet' })).toBeTruthy();

    fireEvent.change(within(newsletter).getByRole('searchbox', { name: 'Search subscribers' }), { target: { value: 'old' } });
    expect(
      within(newsletter)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['old@example.com']);
    expect(within(newsletter).getByText('Showing 1 of 2 subscribers')).toBeTruthy();
  });

  it("links each app's list to a new mailing that announces the app, and not the newsletter's", async () => {
    await openSubscribers();
    const app = screen.getByRole('region', { name: 'What I Like' });
    expect(within(app).getByRole('link', { name: 'Announce What I Like' }).getAttribute('href')).toBe(
      '/admin/mailings/new?list=what-i-like',
    );
    expect(within(screen.getByRole('region', { name: 'Newsletter' })).queryByRole('link', { name: /Announce/ })).toBeNull();
  });

  it('exports through fetch with the bearer token and hands the browser a Blob under the server’s file name', async () => {
    const calls = await openSubscribers();
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV of Newsletter subscribers' }));
    expect(await screen.findByText('Export ready')).toBeTruthy();
    const csvCall = calls.find((call) => call.path.endsWith('.csv'));
    expect(csvCall).toMatchObject({ path: '/api/admin/subscribers/newsletter.csv', authorization: 'Bearer id-token' });
    expect(downloads).toEqual([{ href: 'blob:csv-1', download: 'newsletter-subscribers-2026-11-22.csv' }]);
    expect(await textOf(blobs[0]!)).toBe(CSV);

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV of What I Like subscribers' }));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path.endsWith('.csv') || call.path.includes('.csv?')).map((c) => c.path)).toContain(
        '/api/admin/subscribers/apps.csv?app=what-i-like',
      ),
    );
  });
});
