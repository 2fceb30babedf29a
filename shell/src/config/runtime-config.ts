import { DEFAULT_SITE_SETTINGS } from '@livefully/web-kit';
import { parseFirebaseSettings, type FirebaseSettings } from '../features/auth/firebase-settings';

export type RemoteLocation = { name: string; entry: string };
export type RuntimeConfig = {
  remotes: RemoteLocation[];
  socialUrl: string;
  siteName: string;
  gaMeasurementId?: string;
  firebase?: FirebaseSettings;
};

export const RUNTIME_CONFIG_URL = '/remotes.json';
export const DEFAULT_SOCIAL_URL = DEFAULT_SITE_SETTINGS.socialUrl;
export const DEFAULT_SITE_NAME = DEFAULT_SITE_SETTINGS.siteName;
/** The id goes into a script URL: only the GA4 shape is accepted. */
const GA_MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

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

function siteNameOf(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  return name === '' ? DEFAULT_SITE_NAME : name.slice(0, 60);
}

/**
 * Reads `{ remotes: [{ name, entry }], socialUrl?, siteName?, gaMeasurementId? }`, skipping
 * anything that is not well formed.
 */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const body = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const remotes = Array.isArray(body.remotes) ? body.remotes.filter(isRemoteLocation) : [];
  const gaMeasurementId =
    typeof body.gaMeasurementId === 'string' && GA_MEASUREMENT_ID.test(body.gaMeasurementId) ? body.gaMeasurementId : undefined;
  const firebase = parseFirebaseSettings(body.firebase);
  return {
    remotes: remotes.map(({ name, entry }) => ({ name, entry })),
    socialUrl: isWebUrl(body.socialUrl) ? body.socialUrl : DEFAULT_SOCIAL_URL,
    siteName: siteNameOf(body.siteName),
    ...(gaMeasurementId ? { gaMeasurementId } : {}),
    ...(firebase ? { firebase } : {}),
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
