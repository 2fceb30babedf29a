import type { Server } from 'node:http';
import { join } from 'node:path';
import express from 'express';
import { REPO_ROOT } from '../../deploy/embedded/stack.mjs';

/** The remotes that get a staff-only canary in the e2e run (docs/releasing.md, "Canary"). */
export const CANARY_REMOTES = [
  { name: 'mf_content', dir: 'mf-content' },
  { name: 'mf_admin', dir: 'mf-admin' },
] as const;

/** Where the canary builds are served from: another origin than the site's, as a CDN path of a new version would be. */
export const canaryOrigin = (servicePortBase: number) => `http://127.0.0.1:${servicePortBase + 80}`;

/**
 * A second copy of mf-content's and mf-admin's builds on another origin, for the canary spec:
 * its files have other URLs than the site's own, so a browser's requests show which build it
 * loaded. Cross-origin, as a CDN serves them: module scripts and manifests need CORS.
 */
export async function serveCanaryBuilds(servicePortBase: number): Promise<{ setting: string; stop: () => Promise<void> }> {
  const app = express();
  app.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  for (const { dir } of CANARY_REMOTES) app.use(`/${dir}`, express.static(join(REPO_ROOT, dir, 'dist')));
  const origin = canaryOrigin(servicePortBase);
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(Number(new URL(origin).port), '127.0.0.1', () => resolve(listening));
  });
  return {
    setting: CANARY_REMOTES.map(({ name, dir }) => `${name}=${origin}/${dir}/mf-manifest.json@staff`).join(','),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
