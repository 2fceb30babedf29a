// @vitest-environment jsdom
import type { AdminContactMessage } from '@livefully/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, ok, renderAdmin, testAuth } from '../../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const message = (overrides: Partial<AdminContactMessage>): AdminContactMessage => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Visitor',
  email: 'visitor@example.com',
  subject: 'Hello',
  message: 'A message.',
  createdAt: '2026-11-20T10:00:00.000Z',
  handledAt: null,
  handledBy: null,
  ...overrides,
});

const OPEN = message({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Olive Open',
  subject: 'Partnership idea',
  message: 'Let us\nwork together.',
});
const DONE = message({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Hank Handled',
  email: 'hank@example.com',
  subject: 'Typo on the blog',
  createdAt: '2026-11-19T10:00:00.000Z',
  handledAt: '2026-11-21T10:00:00.000Z',
  handledBy: 'ada@example.com',
});
const page = (items: AdminContactMessage[]) => ok({ items, nextCursor: null });
const inboxUrl = (status: string) => `GET /api/admin/contact-messages?status=${status}&limit=50`;

async function openInbox(extra: Parameters<typeof adminApi>[1]) {
  const calls = adminApi({}, extra);
  const auth = testAuth();
  renderAdmin('/admin/inbox', auth);
  await auth.emit(ADA);
  await screen.findByRole('heading', { level: 1, name: 'Inbox' });
  return calls;
}

const senders = () =>
  within(screen.getByRole('table', { name: 'Messages' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.firstElementChild?.textContent);

describe('Inbox', () => {
  it('lists every message newest first with a mailto link and the message folded under the subject, and filters by state', async () => {
    const calls = await openInbox({
      [inboxUrl('all')]: page([OPEN, DONE]),
      [inboxUrl('open')]: page([OPEN]),
      [inboxUrl('handled')]: page([DONE]),
    });
    await screen.findByRole('table', { name: 'Messages' });
    expect(senders()).toEqual(['Olive Open', 'Hank Handled']);
    expect(screen.getByRole('link', { name: /visitor@example\.com/ }).getAttribute('href')).toBe('mailto:visitor@example.com');
    expect(screen.getByText('Partnership idea').tagName).toBe('SUMMARY');
    expect(screen.getByText(/work together/).closest('details')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'All' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(screen.getByRole('radio', { name: 'Open' }));
    await vi.waitFor(() => expect(senders()).toEqual(['Olive Open']));
    fireEvent.click(screen.getByRole('radio', { name: 'Handled' }));
    await vi.waitFor(() => expect(senders()).toEqual(['Hank Handled']));
    expect(screen.getByRole('button', { name: 'Reopen: Typo on the blog from Hank Handled' })).toBeTruthy();
    expect(calls.map((call) => call.path).filter((path) => path.startsWith('/api/admin/contact-messages'))).toEqual([
      '/api/admin/contact-messages?status=all&limit=50',
      '/api/admin/contact-messages?status=open&limit=50',
      '/api/admin/contact-messages?status=handled&limit=50',
    ]);
    expect(calls.every((call) => call.authorization === 'Bearer id-token')).toBe(true);
  });

  it('marks a message handled with a toast and reads the list again', async () => {
    let handled = false;
    const calls = await openInbox({
      [inboxUrl('all')]: () => page([handled ? { ...OPEN, handledAt: '2026-11-22T09:00:00.000Z', handledBy: 'ada@example.com' } : OPEN]),
      [`PUT /api/admin/contact-messages/${OPEN.id}/handled`]: (body) => {
        handled = (body as { handled: boolean }).handled;
        return ok({ ...OPEN, handledAt: '2026-11-22T09:00:00.000Z', handledBy: 'ada@example.com' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark handled: Partnership idea from Olive Open' }));
    expect(await screen.findByText('Marked handled')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ handled: true });
    expect(await screen.findByRole('button', { name: 'Reopen: Partnership idea from Olive Open' })).toBeTruthy();
  });

  it('says so when nothing is open', async () => {
    await openInbox({ [inboxUrl('all')]: page([]), [inboxUrl('open')]: page([]) });
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Open' }));
    expect(await screen.findByText('No open messages. Everything has been handled.')).toBeTruthy();
  });
});
