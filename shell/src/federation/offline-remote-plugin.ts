import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createUnavailableModule } from './remote-unavailable';

/**
 * Registered through `runtimePlugins` in the build config. Only the final 'onLoad' stage gets a
 * fallback module: earlier stages ('afterResolve', 'beforeLoadShare', 'beforeRequest') would
 * take any returned value as a manifest, a container or request arguments.
 */
export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'livefully-offline-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[federation] ${id} could not be loaded`, error);
      return createUnavailableModule(id, error);
    },
  };
}
