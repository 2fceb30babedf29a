import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const registerRemotes = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes }));

const REMOTES = { remotes: [{ name: 'mf_content', entry: '/remotes/mf-content/mf-manifest.json' }] };
const fetchMock = vi.fn<typeof fetch>();

async function load() {
  vi.resetModules();
  return import('./remote-registry');
}

beforeEach(() => {
  registerRemotes.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('remote registry', () => {
  it('registers the remotes of /remotes.json once', async () => {
    fetchMock.mockResolvedValue(Response.json(REMOTES));
    const { ensureRemotesRegistered } = await load();
    await Promise.all([ensureRemotesRegistered(), ensureRemotesRegistered()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/remotes.json');
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith(REMOTES.remotes);
  });

  it('reads the list again after a failure', async () => {
    fetchMock.mockResolvedValueOnce(new Response('nope', { status: 404 })).mockResolvedValue(Response.json(REMOTES));
    const { ensureRemotesRegistered } = await load();
    await expect(ensureRemotesRegistered()).rejects.toThrow('/remotes.json: 404');
    await ensureRemotesRegistered();
    expect(registerRemotes).toHaveBeenCalledWith(REMOTES.remotes);
  });

  it('re-registers a remote under a cache-busting URL, forcing the runtime to forget the failed one', async () => {
    fetchMock.mockResolvedValue(Response.json(REMOTES));
    vi.spyOn(Date, 'now').mockReturnValue(1700000000000);
    const { reloadRemote } = await load();
    await reloadRemote('mf_content');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_content', entry: '/remotes/mf-content/mf-manifest.json?v=1700000000000' }],
      { force: true },
    );
  });

  it('builds cache-busting URLs and remote names', async () => {
    const { withCacheBust, remoteNameOf } = await load();
    expect(withCacheBust('/a/mf-manifest.json', 5)).toBe('/a/mf-manifest.json?v=5');
    expect(withCacheBust('/a/mf-manifest.json?x=1', 5)).toBe('/a/mf-manifest.json?x=1&v=5');
    expect(remoteNameOf('mf_content/ArticlePage')).toBe('mf_content');
  });

  it('registers the exact entries a rendered page names instead of the manifests, and only for the remotes it names', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ remotes: [...REMOTES.remotes, { name: 'mf_search', entry: '/remotes/mf-search/mf-manifest.json' }] }),
    );
    const named = { mf_content: '/remotes/mf-content/remoteEntry.0123abcd.js' };
    vi.stubGlobal('document', {
      getElementById: (id: string) => (id === 'remote-entries' ? { textContent: JSON.stringify(named) } : null),
    });
    const { ensureRemotesRegistered } = await load();
    await ensureRemotesRegistered();
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_content', entry: '/remotes/mf-content/remoteEntry.0123abcd.js' },
      { name: 'mf_search', entry: '/remotes/mf-search/mf-manifest.json' },
    ]);
  });

  it('reads no entries from a page without them or with a broken list', async () => {
    const { renderedEntries } = await load();
    expect(renderedEntries({ getElementById: () => null })).toEqual({});
    expect(renderedEntries({ getElementById: () => ({ textContent: '{not json' }) as HTMLElement })).toEqual({});
    expect(renderedEntries({ getElementById: () => ({ textContent: '{"a":1,"b":"/x.js"}' }) as HTMLElement })).toEqual({ b: '/x.js' });
  });
});
