// @vitest-environment jsdom
import type { Person } from '@livefully/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, fail, ok, renderAdmin, testAuth, type Reply } from '../../../testing/render-admin';

const EMAIL = 'reader@example.com';
const PATH = `/api/admin/people/${encodeURIComponent(EMAIL)}`;
const PERSON: Person = {
  email: EMAIL,
  entries: [
    {
      list: 'newsletter',
      listTitle: 'Live Fully newsletter',
      status: 'confirmed',
      subscribedAt: '2026-11-20T10:00:00.000Z',
      confirmedAt: '2026-11-20T10:05:00.000Z',
      unsubscribedAt: null,
    },
    {
      list: 'what-i-like',
      listTitle: 'What I Like',
      status: 'pending',
      subscribedAt: '2026-11-21T10:00:00.000Z',
      confirmedAt: null,
      unsubscribedAt: null,
    },
  ],
  history: [
    { at: '2026-11-20T10:00:00.000Z', event: 'subscribed', list: 'newsletter', detail: null },
    { at: '2026-11-20T10:00:01.000Z', event: 'confirmation-sent', list: 'newsletter', detail: null },
    { at: '2026-11-22T08:00:00.000Z', event: 'mailing-sent', list: 'newsletter', detail: 'November' },
  ],
  contactMessages: 2,
};
const downloads: { download: string }[] = [];

beforeEach(() => {
  downloads.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:person-1'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ download: this.download });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openPeople(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const calls = adminApi({}, routes);
  const auth = testAuth();
  const view = renderAdmin('/admin/people', auth);
  await auth.emit(ADA);
  await screen.findByRole('heading', { level: 1, name: 'People' });
  return { calls, ...view };
}

function lookUp(value: string) {
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
}

describe('People', () => {
  it("says the shared schema's message for an address that is not one, and asks nothing", async () => {
    const { calls } = await openPeople({});
    lookUp('not-an-address');
    expect((await screen.findAllByText('Please enter a valid email address')).length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.path.startsWith('/api/admin/people'))).toEqual([]);
  });

  it('shows the entries, the history and the contact messages of the address, lower-cased and trimmed', async () => {
    const { calls, router } = await openPeople({ [`GET ${PATH}`]: ok(PERSON) });
    lookUp('  Reader@Example.com ');
    const record = await screen.findByRole('region', { name: EMAIL });
    expect(router.state.location.search).toBe(`?email=${encodeURIComponent(EMAIL)}`);
    expect(calls.some((call) => call.path === PATH)).toBe(true);
    const entries = within(record).getByRole('table', { name: 'Subscriptions' });
    expect(within(entries).getByRole('row', { name: /Live Fully newsletter/ }).textContent).toContain('Confirmed');
    expect(within(entries).getByRole('row', { name: /What I Like/ }).textContent).toContain('Not confirmed');
    const history = within(record).getByRole('table', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'WhenWhatListDetail',
      expect.stringContaining('SubscribedLive Fully newsletter—'),
      expect.stringContaining('Confirmation e-mail sentLive Fully newsletter—'),
      expect.stringContaining('Mailing sentLive Fully newsletterNovember'),
    ]);
    expect(record.textContent).toContain('2 contact messages from this address.');
  });

  it('says when nothing is kept about an address', async () => {
    await openPeople({ [`GET ${PATH}`]: fail(404, 'Nothing is kept about this address', 'ENGAGE.PERSON_NOT_FOUND') });
    lookUp(EMAIL);
    expect((await screen.findByText(/Nothing is kept about/)).closest('[role=status]')?.textContent).toBe(
      `Nothing is kept about ${EMAIL}.`,
    );
  });

  it('downloads the export under the name the server gives it', async () => {
    const { calls } = await openPeople({ [`GET ${PATH}`]: ok(PERSON) });
    const json = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) === `${PATH}/export`) {
          calls.push({
            method: 'GET',
            path: String(input),
            body: undefined,
            authorization: new Headers(init?.headers).get('Authorization'),
          });
          return new Response(JSON.stringify({ ...PERSON, exportedAt: '2026-11-26T06:00:00.000Z', contactMessageItems: [] }), {
            status: 200,
            headers: { 'Content-Type': 'application/json', 'Content-Disposition': `attachment; filename="person-${EMAIL}.json"` },
          });
        }
        return json(input, init);
      }),
    );
    lookUp(EMAIL);
    const record = await screen.findByRole('region', { name: EMAIL });
    fireEvent.click(within(record).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toEqual([{ download: `person-${EMAIL}.json` }]));
    expect(calls.find((call) => call.path === `${PATH}/export`)?.authorization).toBe('Bearer id-token');
    expect((await screen.findAllByText('Export ready')).length).toBeGreaterThan(0);
  });

  it('erases only after a confirmation that names the address, then says nothing is kept', async () => {
    const { calls } = await openPeople({
      [`GET ${PATH}`]: ok(PERSON),
      [`DELETE ${PATH}`]: ok({ email: EMAIL, erased: { entries: 2, history: 3, deliveries: 1, contactMessages: 2 } }),
    });
    lookUp(EMAIL);
    const record = await screen.findByRole('region', { name: EMAIL });
    fireEvent.click(within(record).getByRole('button', { name: 'Erase' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Erase ${EMAIL}?` });
    expect(confirm.textContent).toContain('2 contact messages');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    fireEvent.click(within(record).getByRole('button', { name: 'Erase' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: `Erase ${EMAIL}` }));
    expect((await screen.findAllByText('Address erased')).length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([PATH]);
    expect(
      await screen.findByText(
        (_, element) => element?.getAttribute('role') === 'status' && element.textContent === `Nothing is kept about ${EMAIL}.`,
      ),
    ).toBeTruthy();
  }, 15_000);
});
