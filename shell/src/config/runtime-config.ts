export type RemoteLocation = { name: string; entry: string };
export type RuntimeConfig = { remotes: RemoteLocation[]; socialUrl: string };

export const RUNTIME_CONFIG_URL = '/remotes.json';
export const DEFAULT_SOCIAL_URL = 'https://www.instagram.com/';

function isRemoteLocation(value: unknown): value is RemoteLocation {
  if (typeof value !== 'object' || value === null) return false;
  const { name, entry } = value as Record<string, unknown>;
  return typeof name === 'string' && name !== '' && typeof entry === 'string' && entry !== '';
}

function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Reads `{ remotes: [{ name, entry }], socialUrl? }`, skipping entries that are not well formed. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const body = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const remotes = Array.isArray(body.remotes) ? body.remotes.filter(isRemoteLocation) : [];
  return {
    remotes: remotes.map(({ name, entry }) => ({ name, entry })),
    socialUrl: isWebUrl(body.socialUrl) ? body.socialUrl : DEFAULT_SOCIAL_URL,
  };
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  // no-store: a remote deployed on its own must be picked up without rebuilding the shell.
  const response = await fetch(RUNTIME_CONFIG_URL, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_URL}: ${response.status} ${response.statusText}`);
  return parseRuntimeConfig(await response.json());
}

let pending: Promise<RuntimeConfig> | undefined;

/** Fetched once per page; a failed read is forgotten so that the next caller tries again. */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchRuntimeConfig().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
