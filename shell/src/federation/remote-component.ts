import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType } from 'react';
import { ensureRemotesRegistered } from './remote-registry';
import { RemoteUnavailableError } from './remote-unavailable';

type RemoteModule = { default?: unknown };
type RemoteComponent = ComponentType<Record<string, unknown>>;

/** A remote's exposed module, with the component it exports as default checked. */
export async function loadRemoteModule<M extends RemoteModule>(remoteId: string): Promise<M & { default: RemoteComponent }> {
  try {
    await ensureRemotesRegistered();
    const module = await loadRemote<M>(remoteId);
    if (typeof module?.default !== 'function') throw new Error('The module has no default component');
    ready.set(remoteId, module.default as RemoteComponent);
    return module as M & { default: RemoteComponent };
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
export function loadRemoteModuleInBudget<M extends RemoteModule>(remoteId: string): Promise<M & { default: RemoteComponent }> {
  const load = loadRemoteModule<M>(remoteId);
  return loadBudgetMs === undefined ? load : withinBudget(load, loadBudgetMs);
}

// One component per remote module, so that leaving a page and coming back does not suspend: the
// module's own component once it has loaded (the server renderer loads it before rendering, so
// the page renders without suspending), a lazy one until then.
const ready = new Map<string, RemoteComponent>();
const pending = new Map<string, RemoteComponent>();

export function getRemoteComponent(remoteId: string): RemoteComponent {
  const loaded = ready.get(remoteId);
  if (loaded) return loaded;
  let component = pending.get(remoteId);
  if (!component) {
    component = lazy(() =>
      loadRemoteModuleInBudget(remoteId).catch((error: unknown) => {
        if (loadBudgetMs !== undefined) pending.delete(remoteId);
        throw error;
      }),
    );
    pending.set(remoteId, component);
  }
  return component;
}

export function forgetRemoteComponent(remoteId: string): void {
  ready.delete(remoteId);
  pending.delete(remoteId);
}
