export type ConsentChoice = 'granted' | 'denied';

export interface ConsentState {
  /** The visitor's answer about analytics cookies; null until they answer. */
  choice: ConsentChoice | null;
  /** Global Privacy Control: analytics is denied without asking. */
  gpc: boolean;
  /** Whether the short GPC notice was already acknowledged. */
  gpcNoticeSeen: boolean;
  /**
   * Not read yet: the server renders a page (and the browser hydrates it) without the visitor's
   * stored answer, so neither shows the banner; it appears once the page is live, if it should.
   */
  unread?: true;
}

/** The state a server-rendered page is rendered and hydrated with (see `unread`). */
export const UNREAD_CONSENT: ConsentState = { choice: null, gpc: false, gpcNoticeSeen: false, unread: true };

export interface ConsentStore {
  getState: () => ConsentState;
  subscribe: (listener: () => void) => () => void;
  choose: (choice: ConsentChoice) => void;
  acknowledgeGpc: () => void;
  /** Forgets the answer, so the banner asks again. */
  reset: () => void;
}

export const CONSENT_KEY = 'livefully:analytics-consent';
export const GPC_NOTICE_KEY = 'livefully:gpc-notice-seen';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function hasGlobalPrivacyControl(nav: Navigator | undefined = globalThis.navigator): boolean {
  return (nav as (Navigator & { globalPrivacyControl?: unknown }) | undefined)?.globalPrivacyControl === true;
}

/** localStorage can be missing or throw (blocked storage, private modes); then answers last the visit. */
function browserStorage(): KeyValueStorage {
  const memory = new Map<string, string>();
  const fallback: KeyValueStorage = {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
  try {
    const storage = globalThis.localStorage;
    const probe = '__livefully_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return fallback;
  }
}

function readChoice(storage: KeyValueStorage): ConsentChoice | null {
  const value = storage.getItem(CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

export function createConsentStore({ storage = browserStorage(), gpc = hasGlobalPrivacyControl() } = {}): ConsentStore {
  const read = (): ConsentState => ({
    choice: readChoice(storage),
    gpc,
    gpcNoticeSeen: storage.getItem(GPC_NOTICE_KEY) === 'true',
  });
  let state = read();
  const listeners = new Set<() => void>();
  const refresh = () => {
    const next = read();
    if (next.choice === state.choice && next.gpcNoticeSeen === state.gpcNoticeSeen) return;
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      // An answer given in another tab applies here too.
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === CONSENT_KEY || event.key === GPC_NOTICE_KEY) refresh();
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        globalThis.removeEventListener?.('storage', onStorage);
      };
    },
    choose(choice) {
      storage.setItem(CONSENT_KEY, choice);
      refresh();
    },
    acknowledgeGpc() {
      storage.setItem(GPC_NOTICE_KEY, 'true');
      refresh();
    },
    reset() {
      storage.removeItem(CONSENT_KEY);
      storage.removeItem(GPC_NOTICE_KEY);
      refresh();
    },
  };
}

/** Analytics runs only with an explicit yes and never under Global Privacy Control. */
export function analyticsAllowed(state: ConsentState): boolean {
  return !state.gpc && state.choice === 'granted';
}
