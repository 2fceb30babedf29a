import {
  defaultRemoteEntry,
  REMOTE_APPS,
  RuntimeConfigSchema,
  variantRemotes,
  type RemoteCanaries,
  type RuntimeConfig,
} from '@livefully/contracts';
import { REMOTE_CANARY_PATTERN, type GatewayEnv } from '../config/env.js';
import { siteSocialLinks } from '../config/site-social-links.js';

/** The shell's run-time configuration (`/remotes.json`): where each remote lives and the site's settings. */
export type RemotesDocument = RuntimeConfig;

/**
 * The run-time list of remotes the shell registers. Each remote ships on its own: pointing
 * an entry at a new manifest URL deploys it without rebuilding the shell.
 */
export function remotesDocument(env: GatewayEnv): RemotesDocument {
  const configured = new Map(env.REMOTES.map((pair) => pair.split('=', 2) as [string, string]));
  const known = new Set(REMOTE_APPS.map(({ name }) => name));
  const remotes = REMOTE_APPS.map((remote) => ({ name: remote.name, entry: configured.get(remote.name) ?? defaultRemoteEntry(remote) }));
  for (const [name, entry] of configured) {
    if (!known.has(name)) remotes.push({ name, entry });
  }
  const canaries = canariesOf(env.REMOTE_CANARIES, new Set(remotes.map(({ name }) => name)));
  const { links: socialLinks } = siteSocialLinks(env);
  // The shell reads the document with the same schemas: refusing here names the bad setting at start.
  return RuntimeConfigSchema.parse({
    remotes,
    ...(canaries ? { canaries } : {}),
    ...(socialLinks.length ? { socialLinks, socialUrl: socialLinks[0]!.url } : {}),
    siteName: env.SITE_NAME,
    ...(env.GA_MEASUREMENT_ID ? { gaMeasurementId: env.GA_MEASUREMENT_ID } : {}),
    firebase: {
      apiKey: env.FIREBASE_API_KEY,
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      projectId: env.FIREBASE_PROJECT_ID,
      ...(env.FIREBASE_AUTH_EMULATOR_URL ? { emulatorUrl: env.FIREBASE_AUTH_EMULATOR_URL } : {}),
    },
  });
}

/** REMOTE_CANARIES read into the config's canaries; a canary of a remote the site does not have is refused. */
function canariesOf(settings: readonly string[], names: ReadonlySet<string>): RemoteCanaries | undefined {
  if (settings.length === 0) return undefined;
  const canaries: RemoteCanaries = {};
  for (const setting of settings) {
    const [, name = '', entry = '', audience = ''] = REMOTE_CANARY_PATTERN.exec(setting) ?? [];
    if (!names.has(name)) throw new Error(`REMOTE_CANARIES: ${name} is not one of the remotes (${[...names].join(', ')})`);
    if (canaries[name]) throw new Error(`REMOTE_CANARIES: ${name} has more than one canary`);
    canaries[name] = audience === 'staff' ? { entry, audience: 'staff' } : { entry, share: Number(audience) };
  }
  return canaries;
}

/**
 * `/remotes.json` as one reader gets it: each remote of their variant at its canary's entry, and
 * no canaries named (a browser loads what it is given; staff-only builds are not advertised).
 */
export function readerDocument(doc: RemotesDocument, variant: readonly string[]): RemotesDocument {
  const { canaries, ...rest } = doc;
  return { ...rest, remotes: variantRemotes(doc.remotes, canaries, variant) };
}

/** Where a Google account's profile photo (Firebase's `photoURL`) is served from. */
export const GOOGLE_PHOTO_ORIGIN = 'https://lh3.googleusercontent.com';

export interface CspSources {
  script: string[];
  style: string[];
  img: string[];
  connect: string[];
  frame: string[];
}

/**
 * Every origin besides our own that the page may use: the remotes' hosts (their scripts, styles
 * and emitted images), the hosts of images that admins link to (`imageOrigins`), GA4 when a
 * measurement id is set, and Firebase sign-in (the emulator, or Google's endpoints and the
 * Google profile photos of signed-in visitors).
 */
export function cspSources(doc: RemotesDocument, imageOrigins: readonly string[] = []): CspSources {
  const remotes = new Set<string>();
  const entries = [...doc.remotes.map(({ entry }) => entry), ...Object.values(doc.canaries ?? {}).map(({ entry }) => entry)];
  for (const entry of entries) {
    if (/^https?:\/\//.test(entry)) remotes.add(new URL(entry).origin);
  }
  const sources: CspSources = {
    script: [...remotes],
    style: [...remotes],
    img: [...remotes, ...imageOrigins],
    connect: [...remotes],
    frame: [],
  };
  if (doc.gaMeasurementId) {
    sources.script.push('https://www.googletagmanager.com');
    // Google's list for GA4: gtag.js falls back to image requests when it cannot send otherwise.
    sources.img.push('https://*.google-analytics.com', 'https://*.googletagmanager.com');
    sources.connect.push('https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com');
  }
  if (doc.firebase.emulatorUrl) {
    sources.connect.push(new URL(doc.firebase.emulatorUrl).origin);
  } else {
    sources.script.push('https://apis.google.com');
    sources.img.push(GOOGLE_PHOTO_ORIGIN);
    sources.connect.push('https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com');
    sources.frame.push(`https://${doc.firebase.authDomain}`);
  }
  return sources;
}
