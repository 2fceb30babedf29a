import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { ToastItem } from './toast-reducer';
import { createToastStore, type ToastStore } from './toast-store';

const ToastContext = createContext<ToastStore | null>(null);

/**
 * One per page, rendered by the shell. web-kit is a Module Federation singleton, so a remote's
 * useToast() reaches this same context; a second copy of web-kit would fail loudly here instead.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createToastStore());
  return <ToastContext value={store}>{children}</ToastContext>;
}

export interface UseToast {
  toasts: ToastItem[];
  toast: ToastStore['toast'];
  dismiss: ToastStore['dismiss'];
}

export function useToast(): UseToast {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast must be used within a ToastProvider');
  const { toasts } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { toasts, toast: store.toast, dismiss: store.dismiss };
}
