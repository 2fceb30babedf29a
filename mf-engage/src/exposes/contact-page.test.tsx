// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { A_KEY, created, renderPage, stubApi, unavailable, type Reply } from '../testing/render-page';
import ContactPage from './contact-page';

const RECEIPT = { id: '3f0c1d9e-8b7a-4c2d-9e1f-0a1b2c3d4e5f', createdAt: '2025-08-06T10:00:00.000Z' };
const form = () => within(screen.getByRole('form', { name: 'Contact form' }));
const fill = (label: string, value: string) => fireEvent.change(form().getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

function fillValid() {
  fill('Name', '  Ada ');
  fill('Email', 'ada@example.com');
  fill('Subject', 'Hello');
  fill('Message', 'A kind word.');
}

// jsdom lays nothing out, so it has no scrollIntoView; the confirmation calls it.
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactPage', () => {
  it('shows the breadcrumb, the digital-first card, what we help with and the form card', () => {
    stubApi({});
    renderPage(<ContactPage />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(crumbs.getByText('Contact Us').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('region', { name: 'Get in Touch' }).textContent).toContain('digital-first community');
    expect(
      within(screen.getByRole('region', { name: 'How We Can Help' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['General inquiries', 'Article feedback', 'Topic suggestions', 'Partnerships', 'Technical support']);
    expect(screen.getByRole('region', { name: 'Send Us a Message' }).textContent).toContain('within 24 hours');
  });

  it('shows each field’s message beside it, tied by aria-describedby, and sends nothing', async () => {
    const calls = stubApi({});
    renderPage(<ContactPage />, '/contact');
    send();
    // The schema loads with the first send: the messages follow a moment later.
    await form().findByText('Name is required');
    const expected = {
      Name: 'Name is required',
      Email: 'Email is required',
      Subject: 'Subject is required',
      Message: 'Message is required',
    };
    for (const [label, message] of Object.entries(expected)) {
      const control = form().getByLabelText(label);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    }
    expect(document.activeElement).toBe(form().getByLabelText('Name'));
    fill('Name', 'x'.repeat(101));
    expect(form().getByText('Name must be less than 100 characters')).toBeTruthy();
    fill('Name', 'x'.repeat(100));
    expect(form().getByLabelText('Name').getAttribute('aria-invalid')).toBe('false');
    expect(form().getByLabelText('Name').getAttribute('aria-describedby')).toBeNull();
    fill('Email', 'nope');
    expect(form().getByText('Please enter a valid email address')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the trimmed message, says Sending... meanwhile, then confirms and can start again with an empty form', async () => {
    let answer: (reply: typeof unavailable) => void = () => {};
    const calls = stubApi({ '/api/contact': () => new Promise((resolve) => (answer = resolve)) });
    renderPage(<ContactPage />, '/contact');
    fillValid();
    send();
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toEqual([
      {
        path: '/api/contact',
        method: 'POST',
        body: { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A kind word.' },
        idempotencyKey: expect.stringMatching(A_KEY),
      },
    ]);
    answer(created(RECEIPT));

    const sent = await screen.findByRole('heading', { name: 'Message Sent!' });
    expect(document.activeElement).toBe(sent);
    // The toaster's code loads with the first toast.
    expect((await screen.findAllByText('Message sent successfully!')).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Thank you for contacting us. We'll get back to you soon.").length).toBeGreaterThan(0);
    expect(screen.queryByRole('form', { name: 'Contact form' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect((form().getByLabelText(label) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(form().getByLabelText('Name')));
  });

  it('sends once for two presses made while the first is still being checked', async () => {
    const calls = stubApi({ '/api/contact': created(RECEIPT) });
    renderPage(<ContactPage />, '/contact');
    fillValid();
    send();
    send();
    await screen.findByRole('heading', { name: 'Message Sent!' });
    expect(calls).toHaveLength(1);
  });

  it('keeps the form and shows the error in a destructive toast when sending fails', async () => {
    stubApi({ '/api/contact': unavailable });
    renderPage(<ContactPage />, '/contact');
    fillValid();
    send();
    const title = (await screen.findAllByText('Error sending message'))[0]!;
    expect(title.closest('.toast')?.className).toContain('toast--destructive');
    expect(title.closest('.toast')?.textContent).toContain('503: {"success":false');
    expect((form().getByLabelText('Subject') as HTMLInputElement).value).toBe('Hello');
    expect(screen.queryByRole('heading', { name: 'Message Sent!' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends a retry of the same words under the same Idempotency-Key, and new words or a new message under a new one', async () => {
    const held: ((reply: Reply) => void)[] = [];
    const calls = stubApi({ '/api/contact': () => new Promise((resolve) => held.push(resolve)) });
    const attempt = async (reply: Reply) => {
      send();
      await screen.findByRole('button', { name: 'Sending...' });
      held.shift()?.(reply);
    };
    renderPage(<ContactPage />, '/contact');
    fillValid();
    await attempt(unavailable);
    await screen.findByRole('button', { name: 'Send Message' });
    await attempt(unavailable);
    await screen.findByRole('button', { name: 'Send Message' });
    fill('Subject', 'Hello again');
    await attempt(created(RECEIPT));
    fireEvent.click(await screen.findByRole('button', { name: 'Send Another Message' }));
    fillValid();
    fill('Subject', 'Hello again');
    await attempt(created(RECEIPT));
    await screen.findByRole('heading', { name: 'Message Sent!' });

    const [first, retry, changed, another] = calls.map((call) => call.idempotencyKey);
    expect(first).toMatch(A_KEY);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
    expect(another).not.toBe(changed);
    expect(calls[3]?.body).toEqual(calls[2]?.body);
  });

  it("says 'Please try again later.' when the failure is not an Error", async () => {
    stubApi({});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject('offline')),
    );
    renderPage(<ContactPage />, '/contact');
    fillValid();
    send();
    const title = (await screen.findAllByText('Error sending message'))[0]!;
    expect(title.closest('.toast')?.textContent).toContain('Please try again later.');
  });
});
