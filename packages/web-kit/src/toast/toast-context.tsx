import { useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { sharedContext } from '../islands/shared-context';
import type { ToastItem } from './toast-reducer';
import { createToastStore, type ToastStore } from './toast-store';

const ToastContext = sharedContext<ToastStore | null>('livefully.toasts', null);

/**
 * One per page, rendered by the shell; a remote's useToast() reaches the same context (a shared
 * context, so even from another build's copy of web-kit). The islands of a public page are
 * separate React roots: each is given the page's one `store`, so a toast raised in one shows in
 * the Toaster's.
 */
export function ToastProvider({ store, children }: { store?: ToastStore; children: ReactNode }) {
  const [own] = useState(() => store ?? createToastStore());
  return <ToastContext value={store ?? own}>{children}</ToastContext>;
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
