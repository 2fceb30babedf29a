import { useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { sharedContext } from '../islands/shared-context';
import type { ToastItem, ToastState } from './toast-reducer';
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

/**
 * What the server rendered: no toast. An island that hydrates after another raised a toast (a
 * Share pressed before the shell's toaster is alive) hydrates as the server's HTML was, then
 * shows the toast, instead of failing to hydrate.
 */
const NO_TOASTS: ToastState = { toasts: [] };
const serverSnapshot = () => NO_TOASTS;

export function useToast(): UseToast {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast must be used within a ToastProvider');
  const { toasts } = useSyncExternalStore(store.subscribe, store.getState, serverSnapshot);
  return { toasts, toast: store.toast, dismiss: store.dismiss };
}
