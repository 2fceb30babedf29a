import type { FirebaseSettings, RemoteLocation } from './runtime-config.js';
import { EMULATOR_URL_PATTERN, GA_MEASUREMENT_ID_PATTERN, SITE_NAME_MAX_LENGTH } from './runtime-config-rules.js';
import { readSocialLinks, type SocialLink } from './social-links.js';

/**
 * `/remotes.json` as the browser reads it, leniently: a broken remote entry is skipped and a bad
 * setting is dropped (the shell's default holds) rather than costing the whole page; a bad
 * emulator URL leaves sign-in configured without it; a social link that is not a known network's
 * https page is left out; the site name is trimmed and cut to its
 * length instead of refused; anything but an object is no remotes.
 *
 * Plain code, not zod: the shell reads this before anything else, on every page, and zod/mini
 * with these schemas was 7.3 kB gzipped of its first download where this is a few hundred bytes.
 * Each field takes exactly what `RuntimeConfigSchema` (runtime-config.ts, the gateway's strict
 * parse at start, which names a bad setting) accepts; runtime-config-reader.test.ts holds the
 * two to the same answers.
 */
export function readRuntimeConfig(json: unknown): RuntimeConfigRead {
  if (!isFields(json)) return { remotes: [] };
  return {
    remotes: Array.isArray(json.remotes) ? json.remotes.flatMap((item) => remoteOf(item) ?? []) : [],
    socialLinks: readSocialLinks(json.socialLinks),
    socialUrl: webUrlOf(json.socialUrl),
    siteName: siteNameOf(json.siteName),
    gaMeasurementId:
      typeof json.gaMeasurementId === 'string' && GA_MEASUREMENT_ID_PATTERN.test(json.gaMeasurementId) ? json.gaMeasurementId : undefined,
    firebase: firebaseOf(json.firebase),
  };
}

/** What the shell takes from `/remotes.json`: every field but the remotes may be absent. */
export interface RuntimeConfigRead {
  remotes: RemoteLocation[];
  socialLinks?: SocialLink[] | undefined;
  socialUrl?: string | undefined;
  siteName?: string | undefined;
  gaMeasurementId?: string | undefined;
  firebase?: FirebaseSettings | undefined;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function remoteOf(value: unknown): RemoteLocation | undefined {
  if (!isFields(value) || !isText(value.name) || !isText(value.entry)) return undefined;
  return { name: value.name, entry: value.entry };
}

/** zod's url with the http(s) protocol, as RuntimeConfigSchema's `socialUrl` takes it. */
function webUrlOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed) || !URL.canParse(trimmed)) return undefined;
  return trimmed.replace(/[\t\n\r]/g, '');
}

function siteNameOf(value: unknown): string | undefined {
  const name = typeof value === 'string' ? value.trim() : '';
  return name ? name.slice(0, SITE_NAME_MAX_LENGTH) : undefined;
}

function firebaseOf(value: unknown): FirebaseSettings | undefined {
  if (!isFields(value) || !isText(value.apiKey) || !isText(value.authDomain) || !isText(value.projectId)) return undefined;
  const { apiKey, authDomain, projectId, emulatorUrl } = value;
  const emulator = typeof emulatorUrl === 'string' && EMULATOR_URL_PATTERN.test(emulatorUrl) ? { emulatorUrl } : {};
  return { apiKey, authDomain, projectId, ...emulator };
}
