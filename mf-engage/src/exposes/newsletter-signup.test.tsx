// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { A_KEY, created, renderPage, stubApi, unavailable, type Reply } from '../testing/render-page';
import NewsletterSignup from './newsletter-signup';

const input = () => screen.getByLabelText('Email address') as HTMLInputElement;
const submit = () => fireEvent.submit(screen.getByRole('form', { name: 'Stay Inspired' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NewsletterSignup', () => {
  it('is a required e-mail field with a Subscribe button', () => {
    stubApi({});
    renderPage(<NewsletterSignup />);
    expect(input().type).toBe('email');
    expect(input().required).toBe(true);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('says under the form that a confirmation e-mail follows, and is the #newsletter an expired link sends to', () => {
    stubApi({});
    renderPage(<NewsletterSignup />);
    const note = screen.getByText("We'll send you an e-mail to confirm your address.");
    expect(input().getAttribute('aria-describedby')).toBe(note.id);
    expect(document.getElementById('newsletter')?.contains(input())).toBe(true);
  });

  it('takes the focus when the page is opened at #newsletter, where an expired link sends the reader', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    window.history.replaceState(null, '', '/#newsletter');
    try {
      stubApi({});
      renderPage(<NewsletterSignup />);
      await waitFor(() => expect(document.activeElement).toBe(input()));
      expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it.each(['', '   ', '\t \n'])('ignores a submit of %j', (value) => {
    const calls = stubApi({});
    renderPage(<NewsletterSignup />);
    fireEvent.change(input(), { target: { value } });
    submit();
    expect(calls).toEqual([]);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('sends the trimmed address, says Subscribing... meanwhile, thanks and clears the field', async () => {
    let answer: (reply: typeof unavailable) => void = () => {};
    const calls = stubApi({ '/api/email-subscriptions': () => new Promise((resolve) => (answer = resolve)) });
    renderPage(<NewsletterSignup />);
    fireEvent.change(input(), { target: { value: '  Reader@Example.com ' } });
    submit();
    expect(((await screen.findByRole('button', { name: 'Subscribing...' })) as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toEqual([
      {
        path: '/api/email-subscriptions',
        method: 'POST',
        body: { email: 'Reader@Example.com' },
        idempotencyKey: expect.stringMatching(A_KEY),
      },
    ]);
    answer(created({ email: 'reader@example.com', subscribed: true }));
    expect((await screen.findAllByText('Thank you for subscribing!')).length).toBeGreaterThan(0);
    expect(screen.getAllByText("You'll receive our regular insights and tips for living fully.").length).toBeGreaterThan(0);
    expect(input().value).toBe('');
  });

  it('keeps the address and shows a destructive Subscription Failed toast with the error', async () => {
    stubApi({ '/api/email-subscriptions': unavailable });
    renderPage(<NewsletterSignup />);
    fireEvent.change(input(), { target: { value: 'reader@example.com' } });
    submit();
    const title = (await screen.findAllByText('Subscription Failed'))[0]!;
    expect(title.closest('.toast')?.className).toContain('toast--destructive');
    expect(title.closest('.toast')?.textContent).toContain('503: ');
    expect(input().value).toBe('reader@example.com');
  });

  it('sends a retry of the same address under the same Idempotency-Key, and a new one after a success', async () => {
    const held: ((reply: Reply) => void)[] = [];
    const calls = stubApi({ '/api/email-subscriptions': () => new Promise((resolve) => held.push(resolve)) });
    const attempt = async (reply: Reply) => {
      submit();
      await screen.findByRole('button', { name: 'Subscribing...' });
      held.shift()?.(reply);
      await screen.findByRole('button', { name: 'Subscribe' });
    };
    renderPage(<NewsletterSignup />);
    fireEvent.change(input(), { target: { value: 'reader@example.com' } });
    await attempt(unavailable);
    await attempt(created({ email: 'reader@example.com', subscribed: true }));
    fireEvent.change(input(), { target: { value: 'reader@example.com' } });
    await attempt(created({ email: 'reader@example.com', subscribed: true }));

    const [first, retry, again] = calls.map((call) => call.idempotencyKey);
    expect(first).toMatch(A_KEY);
    expect(retry).toBe(first);
    expect(again).not.toBe(first);
  });

  it("falls back to 'Failed to subscribe. Please try again.'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(42)),
    );
    renderPage(<NewsletterSignup />);
    fireEvent.change(input(), { target: { value: 'reader@example.com' } });
    submit();
    const title = (await screen.findAllByText('Subscription Failed'))[0]!;
    expect(title.closest('.toast')?.textContent).toContain('Failed to subscribe. Please try again.');
  });
});
