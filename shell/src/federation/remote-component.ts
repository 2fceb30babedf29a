import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ensureRemotesRegistered } from './remote-registry';
import { RemoteUnavailableError } from './remote-unavailable';

type RemoteModule = { default?: unknown };
type RemoteComponent = LazyExoticComponent<ComponentType<Record<string, unknown>>>;

async function importRemote(remoteId: string): Promise<{ default: ComponentType<Record<string, unknown>> }> {
  try {
    await ensureRemotesRegistered();
    const module = await loadRemote<RemoteModule>(remoteId);
    if (typeof module?.default !== 'function') throw new Error('The module has no default component');
    return { default: module.default as ComponentType<Record<string, unknown>> };
  } catch (error) {
    throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remoteId, error);
  }
}

// One lazy component per remote module, so that leaving a page and coming back does not suspend.
const components = new Map<string, RemoteComponent>();

export function getRemoteComponent(remoteId: string): RemoteComponent {
  let component = components.get(remoteId);
  if (!component) {
    component = lazy(() => importRemote(remoteId));
    components.set(remoteId, component);
  }
  return component;
}

export function forgetRemoteComponent(remoteId: string): void {
  components.delete(remoteId);
}
