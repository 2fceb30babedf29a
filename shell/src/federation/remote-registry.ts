import { registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig } from '../config/runtime-config';

let registration: Promise<void> | undefined;

/**
 * The exact remote entries a server-rendered page was rendered with (the renderer names them in
 * `#remote-entries`): the page hydrates with those builds even if a remote was deployed since.
 */
export function renderedEntries(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): Record<string, string> {
  const text = doc?.getElementById('remote-entries')?.textContent;
  if (!text) return {};
  try {
    const entries: unknown = JSON.parse(text);
    if (!entries || typeof entries !== 'object') return {};
    return Object.fromEntries(Object.entries(entries).filter((pair): pair is [string, string] => typeof pair[1] === 'string'));
  } catch {
    return {};
  }
}

/** Registers every remote of /remotes.json once; a failure is forgotten so a retry starts over. */
export function ensureRemotesRegistered(): Promise<void> {
  const rendered = renderedEntries();
  registration ??= getRuntimeConfig()
    .then(({ remotes }) =>
      registerRemotes(remotes.map((remote) => (rendered[remote.name] ? { ...remote, entry: rendered[remote.name]! } : remote))),
    )
    .catch((error: unknown) => {
      registration = undefined;
      throw error;
    });
  return registration;
}

export function remoteNameOf(remoteId: string): string {
  return remoteId.split('/')[0] ?? remoteId;
}

export function withCacheBust(entry: string, now = Date.now()): string {
  return `${entry}${entry.includes('?') ? '&' : '?'}v=${now}`;
}

/**
 * Browsers keep a failed dynamic import in their module map, and the runtime keeps the failed
 * container: re-register the remote under a fresh URL so the next load really fetches again.
 */
export async function reloadRemote(name: string): Promise<void> {
  await ensureRemotesRegistered();
  const { remotes } = await getRuntimeConfig();
  const remote = remotes.find((candidate) => candidate.name === name);
  if (remote) registerRemotes([{ name, entry: withCacheBust(remote.entry) }], { force: true });
}
