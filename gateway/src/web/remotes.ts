import type { GatewayEnv } from '../config/env.js';

export const REMOTE_DIRS = { mf_content: 'mf-content', mf_search: 'mf-search', mf_engage: 'mf-engage', mf_admin: 'mf-admin' } as const;

/** The shell's run-time configuration: where each remote lives and the site's settings. */
export interface RemotesDocument {
  remotes: { name: string; entry: string }[];
  socialUrl: string;
  siteName: string;
  /** GA4 measurement id; absent, no analytics script is ever loaded. */
  gaMeasurementId?: string;
}

/**
 * The run-time list of remotes the shell registers. Each remote ships on its own: pointing
 * an entry at a new manifest URL deploys it without rebuilding the shell.
 */
export function remotesDocument(env: GatewayEnv): RemotesDocument {
  const configured = new Map(env.REMOTES.map((pair) => pair.split('=', 2) as [string, string]));
  const remotes = Object.entries(REMOTE_DIRS).map(([name, dir]) => ({
    name,
    entry: configured.get(name) ?? `/remotes/${dir}/mf-manifest.json`,
  }));
  for (const [name, entry] of configured) {
    if (!(name in REMOTE_DIRS)) remotes.push({ name, entry });
  }
  return {
    remotes,
    socialUrl: env.SOCIAL_URL,
    siteName: env.SITE_NAME,
    ...(env.GA_MEASUREMENT_ID ? { gaMeasurementId: env.GA_MEASUREMENT_ID } : {}),
  };
}

/** Origins other than our own that serve remotes: the CSP must allow exactly these. */
export function remoteOrigins(doc: RemotesDocument): string[] {
  const origins = new Set<string>();
  for (const { entry } of doc.remotes) {
    if (/^https?:\/\//.test(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins];
}

/** GA4's script and collection endpoints, allowed only when a measurement id is set. */
export function analyticsOrigins(doc: RemotesDocument): { script: string[]; connect: string[] } {
  if (!doc.gaMeasurementId) return { script: [], connect: [] };
  return {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  };
}
