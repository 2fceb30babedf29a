import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType } from 'react';
import type { RemoteId, RemoteModules, RemoteProps } from './remote-modules';
import { ensureRemotesRegistered } from './remote-registry';
import { RemoteUnavailableError } from './remote-unavailable';

/** A remote module's component, with the props its remote declares. */
type RemoteComponent<K extends RemoteId> = ComponentType<RemoteProps<K>>;

/** A remote's exposed module, typed as its remote publishes it, with the component it exports as default checked. */
export async function loadRemoteModule<K extends RemoteId>(remoteId: K): Promise<RemoteModules[K]> {
  try {
    await ensureRemotesRegistered();
    const module = await loadRemote<RemoteModules[K]>(remoteId);
    // The types say what the remote built; a remote deployed since may differ, so the component is checked.
    if (typeof module?.default !== 'function') throw new Error('The module has no default component');
    ready.set(remoteId, module.default);
    return module;
  } catch (error) {
    throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remoteId, error);
  }
}

let loadBudgetMs: number | undefined;

/**
 * The server renderer's budget for a remote module that a render has to load: past it, the load
 * fails, so React leaves that part to the browser (an error with the renderer's digest) and the
 * rest of the page is written. A failed load is forgotten, so the next render tries again.
 */
export function setRemoteLoadBudget(ms: number): void {
  loadBudgetMs = ms;
}

function withinBudget<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not loaded within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Loads a remote's module within the renderer's budget, when one is set (on the server). */
export function loadRemoteModuleInBudget<K extends RemoteId>(remoteId: K): Promise<RemoteModules[K]> {
  const load = loadRemoteModule(remoteId);
  return loadBudgetMs === undefined ? load : withinBudget(load, loadBudgetMs);
}

// One component per remote module, so that leaving a page and coming back does not suspend: the
// module's own component once it has loaded (the server renderer loads it before rendering, so
// the page renders without suspending), a lazy one until then. A map cannot tie each id to its
// own component type: each is stored as a component of some props, and read back as its id's.
const ready = new Map<RemoteId, ComponentType<never>>();
const pending = new Map<RemoteId, ComponentType<never>>();

export function getRemoteComponent<K extends RemoteId>(remoteId: K): RemoteComponent<K> {
  const loaded = ready.get(remoteId);
  if (loaded) return loaded as RemoteComponent<K>;
  let component = pending.get(remoteId);
  if (!component) {
    component = lazy<RemoteComponent<K>>(async () => {
      try {
        const module = await loadRemoteModuleInBudget(remoteId);
        return { default: module.default };
      } catch (error) {
        if (loadBudgetMs !== undefined) pending.delete(remoteId);
        throw error;
      }
    });
    pending.set(remoteId, component);
  }
  return component as RemoteComponent<K>;
}

export function forgetRemoteComponent(remoteId: RemoteId): void {
  ready.delete(remoteId);
  pending.delete(remoteId);
}
