import { createToastStore, islandRoot, type AuthClient } from '@livefully/web-kit';
import { startTransition, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { reportRecoverableError } from '../app/report-caught-error';
import { lazyAuthClient } from '../features/auth/lazy-auth-client';
import { createConsentStore } from '../lib/consent/consent-store';
import { EARLY_ACTIONS_GLOBAL, elementAt, listenForEarlyActions, type EarlyActions } from './early-actions';
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

/** Tells the runtime once React has committed its island's hydration. */
function MarkAlive({ onAlive }: { onAlive: () => void }) {
  useEffect(onAlive, [onAlive]);
  return null;
}

/**
 * An island alive: marked so (`data-alive`), and a press made on it before then does now what it
 * would have done then.
 */
function cameAlive(element: HTMLElement, early: EarlyActions): void {
  element.dataset.alive = '';
  const path = early.take(element);
  const control = path && elementAt(element, path);
  if (control instanceof HTMLElement) {
    control.focus();
    control.click();
  }
}

/**
 * Hydrates every island of the page, each as soon as its code is here (an island whose code
 * fails to load keeps the server's markup). The page's settings, toasts, consent and sign-in
 * are made once and given to every island.
 */
export function hydrateIslands(document: Document): void {
  const page = readIslandPageData(document);
  const early = (globalThis as { [EARLY_ACTIONS_GLOBAL]?: EarlyActions })[EARLY_ACTIONS_GLOBAL] ?? listenForEarlyActions(document);
  const auth: AuthClient = lazyAuthClient(Promise.resolve(page.firebase));
  const services: IslandServices = {
    settings: page.settings,
    toasts: createToastStore(),
    consent: createConsentStore(),
    auth,
    loadIsAdmin: onceEachToken(),
  };
  const root = document.getElementById('root');
  const eager = [...document.querySelectorAll<HTMLElement>('lf-island[data-island]')].filter(
    (element) => element.dataset.load !== 'visible',
  );
  let waitingFor = eager.length;
  // The page is alive once every island it hydrates at once is (`data-islands="alive"` on #root):
  // what a test, or a script of the page, waits for before it acts.
  const onePageIslandDone = () => {
    waitingFor -= 1;
    if (waitingFor === 0 && root) root.dataset.islands = 'alive';
  };
  if (waitingFor === 0 && root) root.dataset.islands = 'alive';
  const hydrate = (element: HTMLElement) => {
    const name = element.dataset.island ?? '';
    void componentOf(name, page.sources).then(
      (Component) => {
        const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
        // In a transition, React hydrates in slices of a few milliseconds and lets the browser
        // paint and take input in between: a big island (a list of cards) is no long task.
        // A press on the island before it is done hydrates its part at once (React's own rule).
        startTransition(() => {
          hydrateRoot(
            element,
            <IslandProviders services={services}>
              {islandRoot(
                <Component {...props} />,
                <MarkAlive
                  onAlive={() => {
                    cameAlive(element, early);
                    if (element.dataset.load !== 'visible') onePageIslandDone();
                  }}
                />,
              )}
            </IslandProviders>,
            // The ids the server gave this island's root (`useId`), so the browser's are the same.
            {
              onRecoverableError: reportRecoverableError,
              ...(element.dataset.idPrefix ? { identifierPrefix: element.dataset.idPrefix } : {}),
            },
          );
        });
      },
      (error: unknown) => {
        console.warn(`[islands] ${name} stays as the server rendered it:`, error);
        if (element.dataset.load !== 'visible') onePageIslandDone();
      },
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
  // A press on an island still waiting for the viewport loads it at once.
  early.onWanted((island) => {
    for (const [box, waitingIsland] of waiting) {
      if (waitingIsland !== island) continue;
      nearView.unobserve(box);
      waiting.delete(box);
      hydrate(island);
    }
  });
  for (const element of document.querySelectorAll<HTMLElement>('lf-island[data-island]')) {
    // An island of display: contents has no box of its own to watch: its first element is watched.
    const box = element.dataset.load === 'visible' ? element.firstElementChild : null;
    if (box) {
      waiting.set(box, element);
      nearView.observe(box);
    } else hydrate(element);
  }
}
