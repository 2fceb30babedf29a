// @vitest-environment jsdom
import { DEFAULT_SITE_SETTINGS, SiteSettingsProvider } from '@livefully/web-kit';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from '@livefully/web-kit/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsentProvider } from '../../lib/consent/consent-context';
import { createConsentStore, type ConsentStore } from '../../lib/consent/consent-store';
import { GTAG_SCRIPT_URL, resetGa4ForTests } from './ga4-reporter';
import { PageViewTracker } from './page-view-tracker';

const ID = 'G-TEST12345';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/** As the site layout renders it: the path of the route shown. */
function TrackedRoute() {
  return <PageViewTracker pathname={useLocation().pathname} />;
}

function setup({ gaMeasurementId = ID as string | null, gpc = false, choice = null as 'granted' | 'denied' | null } = {}) {
  const store: ConsentStore = createConsentStore({ storage: memoryStorage(), gpc });
  if (choice) store.choose(choice);
  const router = createMemoryRouter([{ path: '*', element: <TrackedRoute /> }], { initialEntries: ['/'] });
  render(
    <SiteSettingsProvider value={{ ...DEFAULT_SITE_SETTINGS, ...(gaMeasurementId ? { gaMeasurementId } : {}) }}>
      <ConsentProvider store={store}>
        <RouterProvider router={router} />
      </ConsentProvider>
    </SiteSettingsProvider>,
  );
  const go = (path: string) => act(() => router.navigate(path));
  return { store, go };
}

/** The page_view events that reached GA's data layer, by path. */
function pageViews(): string[] {
  return (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => (params as { page_path: string }).page_path);
}

const gtagScripts = () => [...document.scripts].filter((script) => script.src.startsWith(GTAG_SCRIPT_URL));

beforeEach(() => {
  resetGa4ForTests();
  delete window.dataLayer;
  delete window.gtag;
  for (const script of gtagScripts()) script.remove();
});
afterEach(cleanup);

describe('PageViewTracker', () => {
  it('reports nothing and loads nothing before consent', async () => {
    const { go } = setup();
    await go('/blog');
    await go('/guides');
    expect(pageViews()).toEqual([]);
    expect(gtagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
  });

  it('after consent, reports the current page once and then one page view per path change', async () => {
    const { store, go } = setup();
    await go('/blog');
    act(() => store.choose('granted'));
    expect(pageViews()).toEqual(['/blog']);
    expect(gtagScripts().map((s) => s.src)).toEqual([`${GTAG_SCRIPT_URL}?id=${ID}`]);

    await go('/blog/slow-mornings');
    await go('/blog/slow-mornings?ref=home');
    await go('/topics');
    expect(pageViews()).toEqual(['/blog', '/blog/slow-mornings', '/topics']);
  });

  it('configures GA once, without its automatic page view', async () => {
    const { go } = setup({ choice: 'granted' });
    await go('/blog');
    const commands = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands.filter(([c]) => c === 'config')).toEqual([['config', ID, { send_page_view: false }]]);
    expect(gtagScripts()).toHaveLength(1);
    expect(pageViews()).toEqual(['/', '/blog']);
  });

  it('reports nothing under Global Privacy Control, even with a stored yes', async () => {
    const { go } = setup({ gpc: true, choice: 'granted' });
    await go('/blog');
    expect(pageViews()).toEqual([]);
    expect(gtagScripts()).toHaveLength(0);
  });

  it('reports nothing without a measurement id', async () => {
    const { go } = setup({ gaMeasurementId: null, choice: 'granted' });
    await go('/blog');
    expect(pageViews()).toEqual([]);
    expect(gtagScripts()).toHaveLength(0);
  });

  it('stops reporting when consent is withdrawn', async () => {
    const { store, go } = setup({ choice: 'granted' });
    act(() => store.choose('denied'));
    await go('/blog');
    expect(pageViews()).toEqual(['/']);
    const commands = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands).toContainEqual(['consent', 'update', { analytics_storage: 'denied' }]);
  });
});
