import { createToastStore, type AuthClient } from '@livefully/web-kit';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { reportRecoverableError } from '../app/report-caught-error';
import { lazyAuthClient } from '../features/auth/lazy-auth-client';
import { createConsentStore } from '../lib/consent/consent-store';
import { IslandProviders, onceEachToken, type IslandServices } from './island-providers';
import { readIslandPageData } from './page-data';
import { SHELL_ISLANDS } from './shell-islands';

type IslandModule = { default?: ComponentType<Record<string, unknown>> };

/** An island's component: the shell's own, or the default export of its remote's module. */
async function componentOf(name: string, sources: Record<string, string>): Promise<ComponentType<Record<string, unknown>>> {
  const own = SHELL_ISLANDS[name];
  if (own) return (await own()) as ComponentType<Record<string, unknown>>;
  const source = sources[name];
  if (!source) throw new Error(`no module is named for the island ${name}`);
  const module = (await import(/* webpackIgnore: true */ source)) as IslandModule;
  if (typeof module.default !== 'function') throw new Error(`${source} exports no component`);
  return module.default;
}

/**
 * Hydrates every island of the page, each as soon as its code is here (an island whose code
 * fails to load keeps the server's markup). The page's settings, toasts, consent and sign-in
 * are made once and given to every island.
 */
export function hydrateIslands(document: Document): void {
  const page = readIslandPageData(document);
  const auth: AuthClient = lazyAuthClient(Promise.resolve(page.firebase));
  const services: IslandServices = {
    settings: page.settings,
    toasts: createToastStore(),
    consent: createConsentStore(),
    auth,
    loadIsAdmin: onceEachToken(),
  };
  const hydrate = (element: HTMLElement) => {
    const name = element.dataset.island ?? '';
    void componentOf(name, page.sources).then(
      (Component) => {
        const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
        hydrateRoot(
          element,
          <IslandProviders services={services}>
            <Component {...props} />
          </IslandProviders>,
          { onRecoverableError: reportRecoverableError },
        );
      },
      (error: unknown) => console.warn(`[islands] ${name} stays as the server rendered it:`, error),
    );
  };
  const waiting = new Map<Element, HTMLElement>();
  const nearView = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = waiting.get(entry.target);
        if (!entry.isIntersecting || !island) continue;
        nearView.unobserve(entry.target);
        waiting.delete(entry.target);
        hydrate(island);
      }
    },
    // A screen ahead, so the code is here before the reader is.
    { rootMargin: '100% 0px' },
  );
  for (const element of document.querySelectorAll<HTMLElement>('lf-island[data-island]')) {
    // An island of display: contents has no box of its own to watch: its first element is watched.
    const box = element.dataset.load === 'visible' ? element.firstElementChild : null;
    if (box) {
      waiting.set(box, element);
      nearView.observe(box);
    } else hydrate(element);
  }
}
