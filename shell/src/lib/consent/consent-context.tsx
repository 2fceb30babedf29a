import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { analyticsAllowed, createConsentStore, type ConsentState, type ConsentStore } from './consent-store';

const ConsentContext = createContext<ConsentStore | null>(null);

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
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return {
    ...state,
    analyticsAllowed: analyticsAllowed(state),
    choose: store.choose,
    acknowledgeGpc: store.acknowledgeGpc,
    reset: store.reset,
  };
}
