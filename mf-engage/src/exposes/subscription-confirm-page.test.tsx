// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@livefully/web-kit';
import { createMemoryRouter, RouterProvider } from '@livefully/web-kit/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderPage, stubApi, unavailable, type Reply } from '../testing/render-page';
import SubscriptionConfirmPage from './subscription-confirm-page';

const CONFIRM = '/api/subscriptions/confirm';
const CHANGE = { list: 'newsletter', listTitle: 'Live Fully newsletter', email: 'reader@example.com' };
const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });
const refused = (status: number, code: string): Reply => ({ status, body: { success: false, code, message: code } });
const heading = () => screen.getByRole('heading', { level: 1 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SubscriptionConfirmPage', () => {
  it('renders the neutral waiting state on the server, where it sends nothing', () => {
    const calls = stubApi({});
    const router = createMemoryRouter([{ path: '*', element: <SubscriptionConfirmPage /> }], {
      initialEntries: ['/subscriptions/confirm?token=abc'],
    });
    const html = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(html).toContain('Confirming your subscription…');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
    expect(calls).toEqual([]);
  });

  it('sends the one POST with the token once, also in StrictMode, and says so while it waits', async () => {
    let answer: (reply: Reply) => void = () => {};
    const calls = stubApi({ [CONFIRM]: () => new Promise((resolve) => (answer = resolve)) });
    const router = createMemoryRouter([{ path: '*', element: <SubscriptionConfirmPage /> }], {
      initialEntries: ['/subscriptions/confirm?token=tok-1'],
    });
    render(
      <StrictMode>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
    expect(heading().textContent).toBe('Confirming your subscription…');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ path: CONFIRM, method: 'POST', body: { token: 'tok-1' } });
    answer(ok(CHANGE));
    await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' });
    expect(calls).toHaveLength(1);
  });

  it('confirms: the list and the address, links onward, and the focus on the outcome', async () => {
    stubApi({ [CONFIRM]: ok(CHANGE) });
    renderPage(<SubscriptionConfirmPage />, '/subscriptions/confirm?token=tok-1');
    const outcome = await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' });
    expect(document.activeElement).toBe(outcome);
    expect(document.body.textContent).toContain('reader@example.com is subscribed to Live Fully newsletter.');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Read the blog' }).getAttribute('href')).toBe('/blog');
  });

  it('says a used link is confirmed already, not an error', async () => {
    stubApi({ [CONFIRM]: refused(409, 'ENGAGE.TOKEN_USED') });
    renderPage(<SubscriptionConfirmPage />, '/subscriptions/confirm?token=tok-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Already confirmed' })).toBe(document.activeElement);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a way to subscribe again when the link expired', async () => {
    stubApi({ [CONFIRM]: refused(410, 'ENGAGE.TOKEN_EXPIRED') });
    renderPage(<SubscriptionConfirmPage />, '/subscriptions/confirm?token=tok-1');
    await screen.findByRole('heading', { level: 1, name: 'Link expired' });
    expect(screen.getByRole('link', { name: 'Subscribe to the newsletter' }).getAttribute('href')).toBe('/#newsletter');
    expect(screen.getByRole('link', { name: 'Get notified about an app' }).getAttribute('href')).toBe('/apps');
  });

  it('says an unknown link is not valid', async () => {
    stubApi({ [CONFIRM]: refused(404, 'ENGAGE.TOKEN_INVALID') });
    renderPage(<SubscriptionConfirmPage />, '/subscriptions/confirm?token=forged');
    await screen.findByRole('heading', { level: 1, name: 'Link not valid' });
  });

  it.each(['/subscriptions/confirm', '/subscriptions/confirm?token=', '/subscriptions/confirm?token=%20'])(
    'says %s is not valid without asking the server',
    (path) => {
      const calls = stubApi({});
      renderPage(<SubscriptionConfirmPage />, path);
      expect(heading().textContent).toBe('Link not valid');
      expect(calls).toEqual([]);
    },
  );

  it('asks to try again later when the service is unavailable, and Try again sends the POST again', async () => {
    const replies = [unavailable, ok(CHANGE)];
    const calls = stubApi({ [CONFIRM]: () => replies.shift()! });
    renderPage(<SubscriptionConfirmPage />, '/subscriptions/confirm?token=tok-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Please try again later' })).toBe(document.activeElement);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' });
    expect(calls).toHaveLength(2);
  });

  it('asks to try again later when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderPage(<SubscriptionConfirmPage />, '/subscriptions/confirm?token=tok-1');
    await screen.findByRole('heading', { level: 1, name: 'Please try again later' });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
