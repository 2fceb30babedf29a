// @vitest-environment jsdom
import type { Mailing } from '@livefully/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, chooseOption, ok, renderAdmin, testAuth, type Reply } from '../../../testing/render-admin';

const ID = '4b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
const COUNTS = {
  openMessages: 0,
  newsletterSubscribers: 5,
  appSubscribers: { 'dining-alphabet': 0, 'what-i-like': 2, 'stadium-tracker': 0 },
};

function mailing(overrides: Partial<Mailing> = {}): Mailing {
  return {
    id: ID,
    list: 'what-i-like',
    subject: 'What I Like is here',
    body: 'It is **live**.',
    includeLatest: false,
    status: 'draft',
    counts: { total: 0, sent: 0, pending: 0, failed: 0, unsubscribed: 0 },
    scheduledAt: null,
    createdAt: '2026-11-26T06:00:00.000Z',
    updatedAt: '2026-11-26T06:00:00.000Z',
    sendStartedAt: null,
    sentAt: null,
    createdBy: { uid: 'u-ada', email: 'ada@example.com' },
    ...overrides,
  };
}

async function open(path: string, routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const calls = adminApi({}, { 'GET /api/admin/engage/counts': ok(COUNTS), ...routes });
  const auth = testAuth();
  const view = renderAdmin(path, auth);
  await auth.emit(ADA);
  return { calls, ...view };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Mailings', () => {
  it('lists each mailing with its list, status and delivery, and links to compose a new one', async () => {
    await open('/admin/mailings', {
      'GET /api/admin/mailings': ok([
        mailing({
          status: 'sent',
          counts: { total: 2, sent: 1, pending: 0, failed: 1, unsubscribed: 0 },
          sentAt: '2026-11-26T06:10:00.000Z',
        }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Mailings' });
    const row = within(table).getByRole('row', { name: /What I Like is here/ });
    expect(row.textContent).toContain('What I Like');
    expect(row.textContent).toContain('Sent');
    expect(row.textContent).toContain('1 of 2 sent, 1 failed');
    expect(within(row).getByRole('link', { name: 'What I Like is here' }).getAttribute('href')).toBe(`/admin/mailings/${ID}`);
    expect(screen.getByRole('link', { name: 'New mailing' }).getAttribute('href')).toBe('/admin/mailings/new');
  });

  it("opens a new mailing with the app's list chosen, shows the schema's field messages, and saves a draft", async () => {
    const { calls, router } = await open('/admin/mailings/new?list=what-i-like', {
      'POST /api/admin/mailings': ok(mailing(), 201),
      [`GET /api/admin/mailings/${ID}`]: ok(mailing()),
    });
    await screen.findByRole('heading', { level: 1, name: 'New mailing' });
    expect(screen.getByRole('combobox', { name: /Send to/ }).textContent).toBe('What I Like (announcement)');
    expect(screen.queryByRole('checkbox', { name: 'Include the newest articles' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Send to 2 subscribers' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('Subject is required').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Body is required').length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: ' What I Like is here ' } });
    fireEvent.change(screen.getByLabelText(/Body/), { target: { value: 'It is **live**.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/mailings/${ID}`));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      list: 'what-i-like',
      subject: 'What I Like is here',
      body: 'It is **live**.',
      includeLatest: false,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit mailing' })).toBeTruthy();
  });

  it('offers the newest articles for the newsletter only', async () => {
    const { calls } = await open('/admin/mailings/new', {
      'POST /api/admin/mailings': ok(mailing({ list: 'newsletter', includeLatest: true }), 201),
    });
    await screen.findByRole('heading', { level: 1, name: 'New mailing' });
    chooseOption('Send to', 'newsletter');
    const latest = await screen.findByRole('checkbox', { name: 'Include the newest articles' });
    fireEvent.click(latest);
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: 'November' } });
    fireEvent.change(screen.getByLabelText(/Body/), { target: { value: 'Hello.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        list: 'newsletter',
        subject: 'November',
        body: 'Hello.',
        includeLatest: true,
      }),
    );
  });

  it("previews the server's e-mail in a sandboxed frame, with its plain-text part", async () => {
    await open(`/admin/mailings/${ID}`, {
      [`GET /api/admin/mailings/${ID}`]: ok(mailing()),
      [`GET /api/admin/mailings/${ID}/preview`]: ok({
        subject: 'What I Like is here',
        html: '<p>It is <strong>live</strong>.</p><a href="https://example.com/subscriptions/unsubscribe?token=sample">Unsubscribe</a>',
        text: 'It is live.\n\nUnsubscribe: https://example.com/subscriptions/unsubscribe?token=sample',
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Preview e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview e-mail' });
    const frame = (await within(dialog).findByTitle('E-mail: What I Like is here')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<strong>live</strong>');
    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: /Plain text/ }));
    expect((await within(dialog).findByLabelText('Plain text part')).textContent).toContain('Unsubscribe: https://');
  });

  it('sends a test to the signed-in admin and says where it went', async () => {
    const { calls } = await open(`/admin/mailings/${ID}`, {
      [`GET /api/admin/mailings/${ID}`]: ok(mailing()),
      [`POST /api/admin/mailings/${ID}/test`]: ok({ to: 'ada@example.com' }, 202),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send test to me' }));
    expect((await screen.findAllByText('Test sent')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('A test of “What I Like is here” is on its way to ada@example.com.').length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.path.endsWith('/test'))).toHaveLength(1);
  });

  it('asks before sending, then shows the counts as they move while it sends', async () => {
    const sending = (sent: number, pending: number) =>
      mailing({
        status: 'sending',
        counts: { total: 2, sent, pending, failed: 0, unsubscribed: 0 },
        sendStartedAt: '2026-11-26T06:05:00.000Z',
      });
    // A draft until the send; then each poll finds one more delivered.
    let polls: Mailing[] = [];
    const { calls } = await open(`/admin/mailings/${ID}`, {
      [`GET /api/admin/mailings/${ID}`]: () => ok(polls.length > 1 ? polls.shift()! : (polls[0] ?? mailing())),
      [`POST /api/admin/mailings/${ID}/send`]: () => {
        polls = [sending(1, 1), sending(2, 0)];
        return ok(sending(0, 2), 202);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send to 2 subscribers' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Send to 2 subscribers?' });
    expect(confirm.textContent).toContain('“What I Like is here” goes to every confirmed subscriber of What I Like now.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('Sending to 2 subscribers…')).toBeTruthy();
    expect(calls.filter((call) => call.path.endsWith('/send'))).toHaveLength(1);
    const counts = screen.getByLabelText('Delivery counts');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('0 of 2 handled');
    // Polled every 2 s while it sends.
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('1 of 2 handled'), { timeout: 5_000 });
    expect(counts.textContent).toMatch(/Delivered\s*1/);
    expect(counts.textContent).toMatch(/Pending\s*1/);
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  }, 15_000);

  it('shows a sent mailing read-only, with its delivery', async () => {
    await open(`/admin/mailings/${ID}`, {
      [`GET /api/admin/mailings/${ID}`]: ok(
        mailing({
          status: 'sent',
          counts: { total: 3, sent: 2, pending: 0, failed: 1, unsubscribed: 1 },
          sentAt: '2026-11-26T06:10:00.000Z',
        }),
      ),
    });
    await screen.findByRole('heading', { level: 1, name: 'What I Like is here' });
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Send to/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete draft' })).toBeNull();
    expect(screen.getByText(/Sent to 3 subscribers on/)).toBeTruthy();
    const counts = screen.getByLabelText('Delivery counts').textContent;
    expect(counts).toMatch(/Delivered\s*2/);
    expect(counts).toMatch(/Failed\s*1/);
    expect(counts).toMatch(/Unsubscribed\s*1/);
  });

  it('deletes a draft after asking, and goes back to the list', async () => {
    const { calls } = await open(`/admin/mailings/${ID}`, {
      [`GET /api/admin/mailings/${ID}`]: ok(mailing()),
      [`DELETE /api/admin/mailings/${ID}`]: ok({ id: ID }),
      'GET /api/admin/mailings': ok([]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete draft' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this draft?' });
    expect(confirm.textContent).toContain('“What I Like is here” is deleted for good.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete draft' }));
    await screen.findByRole('heading', { level: 1, name: 'Mailings' });
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it("schedules a draft, shows the server's message on the time, and cancels the schedule", async () => {
    let current = mailing();
    const { calls } = await open(`/admin/mailings/${ID}`, {
      [`GET /api/admin/mailings/${ID}`]: () => ok(current),
      [`PUT /api/admin/mailings/${ID}/schedule`]: (body) => {
        const { sendAt } = body as { sendAt: string };
        if (Date.parse(sendAt) > Date.now() + 400 * 86_400_000)
          return {
            status: 400,
            body: {
              code: 'VALIDATION',
              message: 'Send time must be within 365 days',
              issues: [{ path: ['sendAt'], message: 'Send time must be within 365 days' }],
            },
          };
        current = mailing({ status: 'scheduled', scheduledAt: new Date(sendAt).toISOString() });
        return ok(current);
      },
      [`DELETE /api/admin/mailings/${ID}/schedule`]: () => ok((current = mailing())),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule “What I Like is here”' });
    const input = within(dialog).getByLabelText('Send at');
    fireEvent.change(input, { target: { value: '2099-01-01T09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Send time must be within 365 days');

    const soon = new Date(Date.now() + 86_400_000);
    const local = new Date(soon.getTime() - soon.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    fireEvent.change(input, { target: { value: local } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(/^Goes out on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete draft' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel schedule' }));
    await screen.findByRole('button', { name: 'Delete draft' });
    expect(calls.filter((call) => call.path.endsWith('/schedule')).map((call) => call.method)).toEqual(['PUT', 'PUT', 'DELETE']);
  });
});
