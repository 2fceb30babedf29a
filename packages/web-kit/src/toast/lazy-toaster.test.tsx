// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider, useToast, type UseToast } from './toast-context';
import { createToastStore } from './toast-store';
import { LazyToaster } from './lazy-toaster';

let api: UseToast;
function Probe() {
  // A test probe that hands the hook's API to the test body; nothing renders from it.
  // eslint-disable-next-line react-hooks/globals
  api = useToast();
  return null;
}

afterEach(cleanup);

describe('LazyToaster', () => {
  it('renders only its live container until the first toast, then the toast and the notifications region', async () => {
    const { container } = render(
      <ToastProvider>
        <Probe />
        <LazyToaster />
      </ToastProvider>,
    );
    // Empty, but a live region already: a modal dialog opened before the first toast keeps it visible.
    expect(container.innerHTML).toBe('<div class="toaster" aria-live="off"></div>');
    expect(screen.queryByRole('region')).toBeNull();

    act(() => void api.toast({ title: 'Link copied!' }));
    const toast = await screen.findByText('Link copied!');
    expect(toast).toBeTruthy();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
  });

  it("hydrates over the server's empty toaster when a toast was raised before it, then shows the toast", async () => {
    const page = (store: ReturnType<typeof createToastStore>) => (
      <ToastProvider store={store}>
        <LazyToaster />
      </ToastProvider>
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(page(createToastStore()));
    document.body.append(host);
    // Another island of the page raised a toast before this one hydrated.
    const store = createToastStore();
    store.toast({ title: 'Link copied!' });
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(host, page(store), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(await screen.findByText('Link copied!')).toBeTruthy();
  });
});
