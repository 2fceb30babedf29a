import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, toastReducer, type ToastItem } from './toast-reducer';
import { createToastStore } from './toast-store';

const item = (id: string, open = true): ToastItem => ({ id, open, title: `Toast ${id}` });

describe('toastReducer', () => {
  it('shows at most one toast: a new one replaces the old', () => {
    expect(TOAST_LIMIT).toBe(1);
    const one = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: item('1') });
    const two = toastReducer(one, { type: 'ADD_TOAST', toast: item('2') });
    expect(two.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('updates a toast by id', () => {
    const state = toastReducer({ toasts: [item('1')] }, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'Saved' } });
    expect(state.toasts[0]).toEqual({ id: '1', open: true, title: 'Saved' });
  });

  it('dismisses by closing, one toast or all of them', () => {
    expect(toastReducer({ toasts: [item('1')] }, { type: 'DISMISS_TOAST', toastId: '1' }).toasts[0]?.open).toBe(false);
    expect(toastReducer({ toasts: [item('1')] }, { type: 'DISMISS_TOAST', toastId: '9' }).toasts[0]?.open).toBe(true);
    expect(toastReducer({ toasts: [item('1')] }, { type: 'DISMISS_TOAST' }).toasts[0]?.open).toBe(false);
  });

  it('removes one toast or all of them', () => {
    expect(toastReducer({ toasts: [item('1')] }, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toEqual([]);
    expect(toastReducer({ toasts: [item('1')] }, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });

  it('leaves the previous state untouched', () => {
    const before = { toasts: [item('1')] };
    toastReducer(before, { type: 'DISMISS_TOAST' });
    expect(before.toasts[0]?.open).toBe(true);
  });
});

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a dismissed toast, closed, for exactly TOAST_REMOVE_DELAY (1,000,000 ms)', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const store = createToastStore();
    const { id, dismiss } = store.toast({ title: 'Link copied!' });
    dismiss();
    expect(store.getState().toasts).toEqual([{ id, open: false, title: 'Link copied!' }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toEqual([]);
  });

  it('dismissing twice does not shorten the delay', () => {
    const store = createToastStore();
    const { dismiss } = store.toast({ title: 'a' });
    dismiss();
    vi.advanceTimersByTime(500_000);
    dismiss();
    vi.advanceTimersByTime(500_000);
    expect(store.getState().toasts).toEqual([]);
  });

  it('a toast replaced by a newer one leaves no timer behind', () => {
    const store = createToastStore();
    store.toast({ title: 'first' }).dismiss();
    const second = store.toast({ title: 'second' });
    expect(store.getState().toasts.map((t) => t.id)).toEqual([second.id]);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(store.getState().toasts.map((t) => t.id)).toEqual([second.id]);
  });

  it('dismiss() without an id closes every toast and notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.toast({ title: 'a', variant: 'destructive' });
    store.dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState().toasts.every((t) => !t.open)).toBe(true);
  });

  it('gives every toast its own id and lets it be updated', () => {
    const store = createToastStore();
    const a = store.toast({ title: 'a' });
    const b = store.toast({ title: 'b' });
    expect(a.id).not.toBe(b.id);
    b.update({ description: 'more' });
    expect(store.getState().toasts[0]).toMatchObject({ id: b.id, title: 'b', description: 'more' });
  });
});
