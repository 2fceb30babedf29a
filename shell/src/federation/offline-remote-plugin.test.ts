import { describe, expect, it, vi } from 'vitest';
import offlineRemotePlugin from './offline-remote-plugin';
import { RemoteUnavailableError } from './remote-unavailable';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof offlineRemotePlugin>['errorLoadRemote']>>[0];
const args = (lifecycle: ErrorArgs['lifecycle']) =>
  ({ id: 'mf_content/BlogListPage', error: new Error('manifest 404'), from: 'runtime', lifecycle, origin: {} }) as ErrorArgs;

describe('offlineRemotePlugin', () => {
  it('hands back a module whose component raises RemoteUnavailableError', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fallback = offlineRemotePlugin().errorLoadRemote?.(args('onLoad')) as { default: () => never };
    expect(() => fallback.default()).toThrow(RemoteUnavailableError);
    expect(() => fallback.default()).toThrow('Remote module "mf_content/BlogListPage" is unavailable');
  });

  it.each(['afterResolve', 'beforeLoadShare', 'beforeRequest'] as const)('leaves the %s stage alone', (lifecycle) => {
    expect(offlineRemotePlugin().errorLoadRemote?.(args(lifecycle))).toBeUndefined();
  });
});

describe('offlineRemotePlugin manifest fetch', () => {
  it('gives up on a manifest that never arrives', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    await offlineRemotePlugin().fetch?.('/remotes/mf-content/mf-manifest.json', {});
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    vi.unstubAllGlobals();
  });
});
