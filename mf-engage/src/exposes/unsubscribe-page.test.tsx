// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi, unavailable, type Reply } from '../testing/render-page';
import UnsubscribePage from './unsubscribe-page';

const UNSUBSCRIBE = '/api/subscriptions/unsubscribe';
const CHANGE = { list: 'what-i-like', listTitle: 'What I Like', email: 'reader@example.com' };
const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UnsubscribePage', () => {
  it('says Unsubscribing… while its one POST is on its way, then that the address is unsubscribed', async () => {
    let answer: (reply: Reply) => void = () => {};
    const calls = stubApi({ [UNSUBSCRIBE]: () => new Promise((resolve) => (answer = resolve)) });
    renderPage(<UnsubscribePage />, '/subscriptions/unsubscribe?token=u-1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unsubscribing…');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ path: UNSUBSCRIBE, method: 'POST', body: { token: 'u-1' } });
    answer(ok(CHANGE));
    const outcome = await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' });
    expect(document.activeElement).toBe(outcome);
    expect(document.body.textContent).toContain('reader@example.com will get no more e-mails of What I Like.');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('says a bad link is not valid', async () => {
    stubApi({ [UNSUBSCRIBE]: { status: 404, body: { success: false, code: 'ENGAGE.TOKEN_INVALID', message: 'x' } } });
    renderPage(<UnsubscribePage />, '/subscriptions/unsubscribe?token=forged');
    await screen.findByRole('heading', { level: 1, name: 'Link not valid' });
  });

  it('asks to try again later when the service is unavailable', async () => {
    const replies = [unavailable, ok(CHANGE)];
    stubApi({ [UNSUBSCRIBE]: () => replies.shift()! });
    renderPage(<UnsubscribePage />, '/subscriptions/unsubscribe?token=u-1');
    await screen.findByRole('heading', { level: 1, name: 'Please try again later' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' });
  });
});
