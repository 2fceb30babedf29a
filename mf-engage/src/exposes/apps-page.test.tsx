// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { A_KEY, created, renderPage, stubApi, unavailable, type Reply } from '../testing/render-page';
import AppsPage from './apps-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The dialog's code loads when a Notify Me is pressed: it opens a moment later.
const open = async (title: string) => {
  fireEvent.click(screen.getByRole('button', { name: `Notify Me about ${title}` }));
  return within(await screen.findByRole('dialog', { name: `Get notified about ${title}` }));
};

describe('AppsPage', () => {
  it('shows the heading, Coming Soon, the three apps and the links to the blog and the guides', () => {
    stubApi({});
    renderPage(<AppsPage />, '/apps');
    expect(screen.getByRole('heading', { level: 1, name: 'Lifestyle Apps' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
    // Each card wears its app's colour (docs/requirements.md#r-app-list) on its Coming Soon badge.
    const colourOf = (card: HTMLElement) => within(card).getByText('Coming Soon').getAttribute('data-accent-color');
    expect(screen.getAllByRole('article').map((card) => [colourOf(card), within(card).getByRole('heading').textContent])).toEqual([
      ['red', 'Dining through the Alphabet'],
      ['blue', 'What I Like'],
      ['green', 'Stadium Tracker'],
    ]);
    expect(screen.getByRole('link', { name: 'Read the Blog' }).getAttribute('href')).toBe('/blog');
    expect(screen.getByRole('link', { name: 'Explore Guides' }).getAttribute('href')).toBe('/guides');
  });

  it('says under the field that a confirmation e-mail follows', async () => {
    stubApi({});
    renderPage(<AppsPage />, '/apps');
    const dialog = await open('What I Like');
    const note = dialog.getByText("We'll send you an e-mail to confirm your address.");
    expect(dialog.getByLabelText('Email address').getAttribute('aria-describedby')).toBe(note.id);
  });

  it('opens the dialog with an empty field every time', async () => {
    stubApi({});
    renderPage(<AppsPage />, '/apps');
    let dialog = await open('What I Like');
    fireEvent.change(dialog.getByLabelText('Email address'), { target: { value: 'typed@example.com' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await open('What I Like');
    expect((dialog.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
  });

  it('subscribes with the app id and title, disables the buttons meanwhile, then closes and confirms', async () => {
    let answer: (reply: typeof unavailable) => void = () => {};
    const calls = stubApi({ '/api/app-subscriptions': () => new Promise((resolve) => (answer = resolve)) });
    renderPage(<AppsPage />, '/apps');
    const dialog = await open('Stadium Tracker');
    fireEvent.change(dialog.getByLabelText('Email address'), { target: { value: ' fan@example.com ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Notify Me' }));
    expect(((await dialog.findByRole('button', { name: 'Subscribing...' })) as HTMLButtonElement).disabled).toBe(true);
    expect((dialog.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toEqual([
      {
        path: '/api/app-subscriptions',
        method: 'POST',
        body: { appName: 'stadium-tracker', appTitle: 'Stadium Tracker', email: 'fan@example.com' },
        idempotencyKey: expect.stringMatching(A_KEY),
      },
    ]);
    answer(created({ appName: 'stadium-tracker', email: 'fan@example.com', subscribed: true }));
    expect((await screen.findAllByText('Subscribed successfully!')).length).toBeGreaterThan(0);
    expect(screen.getAllByText("You'll be notified when Stadium Tracker becomes available.").length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open with a destructive toast when subscribing fails', async () => {
    stubApi({ '/api/app-subscriptions': unavailable });
    renderPage(<AppsPage />, '/apps');
    const dialog = await open('Dining through the Alphabet');
    fireEvent.change(dialog.getByLabelText('Email address'), { target: { value: 'hungry@example.com' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Notify Me' }));
    const title = (await screen.findAllByText('Subscription Failed'))[0]!;
    expect(title.closest('.toast')?.textContent).toContain('503: ');
    expect(screen.getByRole('dialog', { name: 'Get notified about Dining through the Alphabet' })).toBeTruthy();
    expect((dialog.getByLabelText('Email address') as HTMLInputElement).value).toBe('hungry@example.com');
  });

  it('sends a retry from the dialog under the same Idempotency-Key, and another app or address under a new one', async () => {
    const held: ((reply: Reply) => void)[] = [];
    const calls = stubApi({ '/api/app-subscriptions': () => new Promise((resolve) => held.push(resolve)) });
    renderPage(<AppsPage />, '/apps');
    const failOnce = async (dialog: Awaited<ReturnType<typeof open>>, email: string) => {
      fireEvent.change(dialog.getByLabelText('Email address'), { target: { value: email } });
      fireEvent.click(dialog.getByRole('button', { name: 'Notify Me' }));
      await dialog.findByRole('button', { name: 'Subscribing...' });
      held.shift()?.(unavailable);
      await dialog.findByRole('button', { name: 'Notify Me' });
    };
    const dining = await open('Dining through the Alphabet');
    await failOnce(dining, 'hungry@example.com');
    await failOnce(dining, 'hungry@example.com');
    await failOnce(dining, 'starving@example.com');
    fireEvent.click(dining.getByRole('button', { name: 'Cancel' }));
    await failOnce(await open('What I Like'), 'hungry@example.com');

    const [first, retry, otherAddress, otherApp] = calls.map((call) => call.idempotencyKey);
    expect(first).toMatch(A_KEY);
    expect(retry).toBe(first);
    expect(new Set([first, otherAddress, otherApp]).size).toBe(3);
  });

  it('opens a Notify Me button as a plain form to /apps?notify=<app> too, for a press before the page is alive', () => {
    stubApi({});
    renderPage(<AppsPage />, '/apps');
    const button = screen.getByRole('button', { name: 'Notify Me about Stadium Tracker' }) as HTMLButtonElement;
    expect(button.type).toBe('submit');
    const form = button.form!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/apps');
    expect(Object.fromEntries(new FormData(form))).toEqual({ notify: 'stadium-tracker' });
  });

  it("opens at /apps?notify=<app> with that app's dialog, focus in its field; closing drops the parameter", async () => {
    stubApi({});
    // The page reads the parameter from its router (on the server); the island, closing, drops it from the window's address.
    window.history.replaceState(null, '', '/apps?notify=what-i-like#top');
    renderPage(<AppsPage />, '/apps?notify=what-i-like');
    const dialog = within(await screen.findByRole('dialog', { name: 'Get notified about What I Like' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await vi.waitFor(() => expect(document.activeElement).toBe(dialog.getByLabelText('Email address')));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/apps#top');
    // No Radix trigger: the focus goes back to the Notify Me button all the same.
    const button = screen.getByRole('button', { name: 'Notify Me about What I Like' });
    await vi.waitFor(() => expect(document.activeElement).toBe(button));
    // Opened in place afterwards, the address stays as it is.
    window.history.replaceState(null, '', '/apps?other=1');
    await open('What I Like');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(window.location.search).toBe('?other=1');
  });

  it('opens no dialog for a notify parameter that names no app', () => {
    stubApi({});
    renderPage(<AppsPage />, '/apps?notify=no-such-app');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
