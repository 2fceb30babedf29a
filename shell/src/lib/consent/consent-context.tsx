import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { analyticsAllowed, createConsentStore, UNREAD_CONSENT, type ConsentState, type ConsentStore } from './consent-store';

const ConsentContext = createContext<ConsentStore | null>(null);
const serverState = () => UNREAD_CONSENT;

export function ConsentProvider({ store, children }: { store?: ConsentStore; children: ReactNode }) {
  const [own] = useState(() => store ?? createConsentStore());
  return <ConsentContext value={store ?? own}>{children}</ConsentContext>;
}

export type UseConsent = ConsentState &
  Pick<ConsentStore, 'choose' | 'acknowledgeGpc' | 'reset'> & {
    analyticsAllowed: boolean;
  };

export function useConsent(): UseConsent {
  const store = useContext(ConsentContext);
  if (!store) throw new Error('useConsent must be used within a ConsentProvider');
  // The server knows no stored answer: it renders, and the browser hydrates, the unread state.
  const state = useSyncExternalStore(store.subscribe, store.getState, serverState);
  return {
    ...state,
    analyticsAllowed: analyticsAllowed(state),
    choose: store.choose,
    acknowledgeGpc: store.acknowledgeGpc,
    reset: store.reset,
  };
}
