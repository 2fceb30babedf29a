import { createContext } from 'react';

/**
 * On the server, the remote modules a page rendered (RemoteSlot adds its own): the document names
 * them, and the browser loads them before it hydrates, so no slot suspends during hydration (a
 * suspended slot that hears an update before it hydrates is rendered again from its fallback,
 * which moved the footer twice). Absent in the browser.
 */
export const RemoteUsageContext = createContext<Set<string> | null>(null);
