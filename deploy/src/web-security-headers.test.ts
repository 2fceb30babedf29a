import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GatewayEnvSchema } from '../../gateway/src/config/env.js';
import { cspSources, remotesDocument } from '../../gateway/src/web/remotes.js';
import { recordedSecurityHeaders, securityHeaders } from '../../gateway/src/web/security.js';

const SCRIPT = join(import.meta.dirname, '..', 'docker', 'web', 'security-headers.sh');
const dir = mkdtempSync(join(tmpdir(), 'security-headers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What nginx adds to its own answers, as security-headers.sh writes it for these settings. */
function nginxHeaders(vars: Record<string, string>) {
  const out = join(dir, 'security-headers.conf');
  const run = spawnSync('sh', [SCRIPT, out], { env: { PATH: process.env.PATH, ...vars }, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  const text = readFileSync(out, 'utf8');
  const added = [...text.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map(([, name = '', value = '']) => [
    name.toLowerCase(),
    value,
  ]);
  const hidden = [...text.matchAll(/^proxy_hide_header (\S+);$/gm)].map(([, name = '']) => name.toLowerCase());
  return { added: Object.fromEntries(added), hidden };
}

/** What the gateway sends on its pages over plain HTTP for the same settings (HSTS is Caddy's). */
function gatewayHeaders(vars: Record<string, string>) {
  const env = GatewayEnvSchema.parse(vars);
  const { plain } = recordedSecurityHeaders(securityHeaders(cspSources(remotesDocument(env), env.IMAGE_ORIGINS)));
  return Object.fromEntries(plain.flatMap((item, i) => (i % 2 ? [] : [[item.toLowerCase(), plain[i + 1]]])));
}

const SETTINGS: Record<string, Record<string, string>> = {
  'production defaults': { FIREBASE_PROJECT_ID: 'livefully-prod' },
  'a custom auth domain, analytics and image hosts': {
    FIREBASE_PROJECT_ID: 'livefully-prod',
    FIREBASE_AUTH_DOMAIN: 'auth.livefully.example',
    GA_MEASUREMENT_ID: 'G-ABC123XYZ',
    IMAGE_ORIGINS: 'https://images.example.com/photos, https://CDN.Example.org:443',
  },
  'remotes on CDNs, listed out of order, one host twice, one remote on this site, one more remote': {
    FIREBASE_PROJECT_ID: 'livefully-prod',
    REMOTES:
      'mf_extra=https://extra.example.org/mf-extra/mf-manifest.json,mf_admin=/remotes/mf-admin/mf-manifest.json,' +
      'mf_engage=http://assets.example.net:8443/mf-engage/mf-manifest.json,mf_search=https://cdn.example.com/mf-search/mf-manifest.json,' +
      'mf_content=https://cdn.example.com/mf-content/mf-manifest.json',
  },
  'the Auth Emulator': { FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' },
  'canaries: one on a new host, one on a remote host already listed, one on this site': {
    FIREBASE_PROJECT_ID: 'livefully-prod',
    REMOTES: 'mf_search=https://cdn.example.com/mf-search/mf-manifest.json',
    REMOTE_CANARIES:
      'mf_content=https://Canary.Example.org:443/mf-content/2.0.0/mf-manifest.json@10,' +
      'mf_search=https://cdn.example.com/mf-search/1.1.0/mf-manifest.json@staff,mf_admin=/remotes/mf-admin-next/mf-manifest.json@staff',
  },
};

describe("the web tier's security headers (security-headers.sh)", () => {
  for (const [name, vars] of Object.entries(SETTINGS)) {
    it(`are the gateway's, with the same Content-Security-Policy: ${name}`, () => {
      const nginx = nginxHeaders(vars);
      expect(nginx.added).toEqual(gatewayHeaders(vars));
      // A proxied remote's own copies are dropped, never sent twice.
      expect(nginx.hidden.sort()).toEqual(Object.keys(nginx.added).sort());
    });
  }

  it('follow a setting the gateway reads: analytics added to the policy', () => {
    const without = nginxHeaders(SETTINGS['production defaults'] ?? {}).added['content-security-policy'];
    const withGa = nginxHeaders({ FIREBASE_PROJECT_ID: 'livefully-prod', GA_MEASUREMENT_ID: 'G-ABC123XYZ' }).added[
      'content-security-policy'
    ];
    expect(without).not.toContain('googletagmanager');
    expect(withGa).toContain('script-src');
    expect(withGa).toContain('https://www.googletagmanager.com');
  });
});
