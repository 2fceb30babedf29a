// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type UseToast } from './toast-context';
import { TOAST_DURATION } from './toast-reducer';
import { Toaster } from './toaster';

let api: UseToast;
function Probe() {
  // A test probe that hands the hook's API to the test body; nothing renders from it.
  // eslint-disable-next-line react-hooks/globals
  api = useToast();
  return null;
}

function renderToaster() {
  render(
    <ToastProvider>
      <Probe />
      <Toaster />
    </ToastProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows a toast as a status with its title, description and a labelled close button', () => {
    renderToaster();
    act(() => void api.toast({ title: 'Link copied!', description: 'The article link has been copied to your clipboard.' }));
    // Radix also announces the text through a visually hidden status of its own.
    const toast = screen.getAllByRole('status').find((el) => el.classList.contains('toast__body'));
    if (!toast) throw new Error('no toast rendered');
    expect(toast.textContent).toContain('Link copied!');
    expect(toast.textContent).toContain('The article link has been copied to your clipboard.');
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy();
  });

  it('shows a destructive toast as an alert', () => {
    renderToaster();
    act(() => void api.toast({ title: 'Error sending message', description: 'Please try again later.', variant: 'destructive' }));
    const alert = screen.getByRole('alert');
    expect(alert.closest('li')?.className).toContain('toast--destructive');
    // The role sits inside the list item, so the toast list keeps list semantics.
    expect(alert.closest('li')?.getAttribute('role')).toBeNull();
    expect(alert.textContent).toContain('Error sending message');
  });

  it('shows one toast at a time', () => {
    renderToaster();
    act(() => void api.toast({ title: 'First' }));
    act(() => void api.toast({ title: 'Second' }));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getAllByText('Second').length).toBeGreaterThan(0);
  });

  it('closes on the close button, keeping the item until the removal delay', () => {
    renderToaster();
    act(() => void api.toast({ title: 'Welcome!' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(api.toasts).toHaveLength(1);
    expect(api.toasts[0]?.open).toBe(false);
  });

  it('closes by itself after 5000 ms', () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => void api.toast({ title: 'Signed Out' }));
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION - 10);
    });
    expect(api.toasts[0]?.open).toBe(true);
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(api.toasts[0]?.open).toBe(false);
  });

  it('F8 moves focus to the labelled notifications region', () => {
    renderToaster();
    act(() => void api.toast({ title: 'Welcome!' }));
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(document.activeElement?.tagName).toBe('OL');
    expect(document.activeElement?.className).toContain('toast-viewport');
  });

  it('refuses to work outside a ToastProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useToast must be used within a ToastProvider');
  });
});
