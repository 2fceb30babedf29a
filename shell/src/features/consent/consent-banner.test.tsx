// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@livefully/web-kit/router';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsentBanner } from './consent-banner';
import { ConsentProvider } from '../../lib/consent/consent-context';
import { CONSENT_KEY, createConsentStore, hasGlobalPrivacyControl, type KeyValueStorage } from '../../lib/consent/consent-store';
import { CookieSettingsButton } from './cookie-settings-button';

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function renderBanner(storage = memoryStorage(), gpc = false) {
  const store = createConsentStore({ storage, gpc });
  render(
    <MemoryRouter>
      <ConsentProvider store={store}>
        <main id="main-content" tabIndex={-1} />
        <ConsentBanner />
        <CookieSettingsButton />
      </ConsentProvider>
    </MemoryRouter>,
  );
  return { store, storage };
}

afterEach(cleanup);

describe('ConsentBanner', () => {
  it('asks about analytics cookies in a labelled region, linking the privacy policy', () => {
    renderBanner();
    const region = screen.getByRole('region', { name: 'Analytics cookies' });
    expect(region.querySelector('a')?.getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('remembers an accept, hides, and hands the focus to <main>', () => {
    const { storage } = renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).toBeNull();
    expect(storage.values.get(CONSENT_KEY)).toBe('granted');
    expect(document.activeElement?.id).toBe('main-content');
    cleanup();
    renderBanner(storage);
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).toBeNull();
  });

  it('remembers a decline', () => {
    const { store, storage } = renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(storage.values.get(CONSENT_KEY)).toBe('denied');
    expect(store.getState().choice).toBe('denied');
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).toBeNull();
  });

  it('under Global Privacy Control it does not ask, says so once, and denies analytics', () => {
    const { store, storage } = renderBanner(memoryStorage(), true);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    const notice = screen.getByRole('region', { name: 'Global Privacy Control respected' });
    expect(notice.textContent).toMatch(/analytics cookies stay off/);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(store.getState().choice).toBeNull();
    cleanup();
    renderBanner(storage, true);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('"Cookie settings" forgets the answer so the banner asks again', () => {
    const storage = memoryStorage();
    storage.setItem(CONSENT_KEY, 'granted');
    renderBanner(storage);
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('picks up an answer given in another tab', () => {
    const { storage } = renderBanner();
    storage.setItem(CONSENT_KEY, 'denied');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_KEY })));
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('consent store', () => {
  it('reads Global Privacy Control only when it is exactly true', () => {
    expect(hasGlobalPrivacyControl({ globalPrivacyControl: true } as unknown as Navigator)).toBe(true);
    expect(hasGlobalPrivacyControl({ globalPrivacyControl: 'true' } as unknown as Navigator)).toBe(false);
    expect(hasGlobalPrivacyControl({} as Navigator)).toBe(false);
  });

  it('ignores a stored value it does not know', () => {
    const storage = memoryStorage();
    storage.setItem(CONSENT_KEY, 'maybe');
    expect(createConsentStore({ storage, gpc: false }).getState().choice).toBeNull();
  });
});
