import { TOAST_REMOVE_DELAY, toastReducer, type ToastAction, type ToastItem, type ToastOptions, type ToastState } from './toast-reducer';

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

export interface ToastStore {
  getState: () => ToastState;
  subscribe: (listener: () => void) => () => void;
  toast: (options: ToastOptions) => ToastHandle;
  /** Closes one toast, or every toast without an id; each is removed TOAST_REMOVE_DELAY later. */
  dismiss: (toastId?: string) => void;
}

export function createToastStore(removeDelay = TOAST_REMOVE_DELAY): ToastStore {
  let state: ToastState = { toasts: [] };
  let count = 0;
  const listeners = new Set<() => void>();
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  const cancelRemoval = (id: string) => {
    clearTimeout(removals.get(id));
    removals.delete(id);
  };

  const scheduleRemoval = (id: string) => {
    if (removals.has(id)) return;
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id);
        dispatch({ type: 'REMOVE_TOAST', toastId: id });
      }, removeDelay),
    );
  };

  function dispatch(action: ToastAction) {
    const before = state.toasts;
    state = toastReducer(state, action);
    for (const t of state.toasts) {
      if (t.open) cancelRemoval(t.id);
      else scheduleRemoval(t.id);
    }
    // A toast pushed out by the limit, or removed, needs no timer any more.
    for (const t of before) if (!state.toasts.some((kept) => kept.id === t.id)) cancelRemoval(t.id);
    for (const listener of listeners) listener();
  }

  const dismiss = (toastId?: string) => dispatch({ type: 'DISMISS_TOAST', toastId });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast(options) {
      count = (count + 1) % Number.MAX_SAFE_INTEGER;
      const id = String(count);
      const item: ToastItem = { ...options, id, open: true };
      dispatch({ type: 'ADD_TOAST', toast: item });
      return {
        id,
        dismiss: () => dismiss(id),
        update: (next) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
      };
    },
    dismiss,
  };
}
