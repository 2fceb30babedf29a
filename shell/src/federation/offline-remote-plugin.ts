import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createUnavailableModule } from './remote-unavailable';

/** A remote server that accepts the connection but never answers must not leave a spinner forever. */
export const MANIFEST_TIMEOUT_MS = 10_000;

/**
 * Registered through `runtimePlugins` in the build config. Only the final 'onLoad' stage gets a
 * fallback module: earlier stages ('afterResolve', 'beforeLoadShare', 'beforeRequest') would
 * take any returned value as a manifest, a container or request arguments.
 */
export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'livefully-offline-remote',
    fetch(manifestUrl, init) {
      return fetch(manifestUrl, { ...init, signal: init.signal ?? AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    },
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[federation] ${id} could not be loaded`, error);
      return createUnavailableModule(id, error);
    },
  };
}
