import type { FirebaseSettings, RemoteLocation } from '@livefully/contracts/runtime-config';
import type { SocialLink } from '@livefully/contracts/social-links';
import { readRuntimeConfig } from '@livefully/contracts/runtime-config-reader';
import { DEFAULT_SITE_SETTINGS } from '@livefully/web-kit';

export type RuntimeConfig = {
  remotes: RemoteLocation[];
  socialLinks: SocialLink[];
  siteName: string;
  gaMeasurementId?: string;
  firebase?: FirebaseSettings;
};

export const RUNTIME_CONFIG_URL = '/remotes.json';
export const DEFAULT_SITE_NAME = DEFAULT_SITE_SETTINGS.siteName;

/**
 * Reads the document the gateway serves, field by field as its schema takes them, leniently: what
 * is missing or not well formed gives way to the defaults (see runtime-config-reader in contracts).
 */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const { remotes, socialLinks, siteName, gaMeasurementId, firebase } = readRuntimeConfig(json);
  return {
    remotes,
    socialLinks: socialLinks ?? [],
    siteName: siteName ?? DEFAULT_SITE_NAME,
    ...(gaMeasurementId ? { gaMeasurementId } : {}),
    ...(firebase ? { firebase: firebaseOf(firebase) } : {}),
  };
}

/** Without an `emulatorUrl` key at all when there is none: its presence means embedded mode. */
function firebaseOf({ emulatorUrl, ...settings }: FirebaseSettings): FirebaseSettings {
  return emulatorUrl ? { ...settings, emulatorUrl } : settings;
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  // no-store: a remote deployed on its own must be picked up without rebuilding the shell.
  const response = await fetch(RUNTIME_CONFIG_URL, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_URL}: ${response.status} ${response.statusText}`);
  return parseRuntimeConfig(await response.json());
}

let pending: Promise<RuntimeConfig> | undefined;

/** The server renderer has no /remotes.json to fetch: it hands over its own list once. */
export function provideRuntimeConfig(config: RuntimeConfig): void {
  pending = Promise.resolve(config);
}

/** Fetched once per page; a failed read is forgotten so that the next caller tries again. */
export function getRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchRuntimeConfig().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
