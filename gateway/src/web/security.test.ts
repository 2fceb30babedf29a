import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { GatewayEnvSchema } from '../config/env.js';
import { cspSources, remotesDocument } from './remotes.js';
import { RADIX_SCROLL_AREA_STYLE_HASH } from './radix-inline-style.js';
import { recordedSecurityHeaders, securityHeaders, sendSecurityHeaders } from './security.js';

const EMBEDDED = { FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' };
let server: Server | undefined;

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/**
 * The headers of a page served as create-app.ts serves it (helmet's headers recorded once, sent
 * by sendSecurityHeaders), as configured by these variables; with `helmet`, behind helmet itself.
 */
async function headersOf(vars: Record<string, string>, forwardedProto?: string, { helmet = false } = {}): Promise<Headers> {
  const env = GatewayEnvSchema.parse(vars);
  const app = express();
  // As create-app.ts does.
  if (env.TRUST_PROXY) app.set('trust proxy', env.TRUST_PROXY);
  const handlers = securityHeaders(cspSources(remotesDocument(env), env.IMAGE_ORIGINS));
  app.use(helmet ? handlers : sendSecurityHeaders(recordedSecurityHeaders(handlers)));
  app.get('/', (_req, res) => void res.send('page'));
  const listening = app.listen(0, '127.0.0.1');
  server = listening;
  await new Promise((resolve) => listening.once('listening', resolve));
  const { port } = listening.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/`, { headers: forwardedProto ? { 'X-Forwarded-Proto': forwardedProto } : {} });
  return response.headers;
}

/** The CSP as directive name -> its sources. */
function csp(headers: Headers): Map<string, string[]> {
  const directives = (headers.get('content-security-policy') ?? '').split(';').map((d) => d.trim().split(/\s+/));
  return new Map(directives.map(([name = '', ...values]) => [name, values]));
}

describe('Strict-Transport-Security', () => {
  it('is never sent over plain HTTP', async () => {
    expect((await headersOf(EMBEDDED)).has('strict-transport-security')).toBe(false);
  });

  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const headers = await headersOf({ ...EMBEDDED, TRUST_PROXY: 'true' }, 'https');
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent on the word of an untrusted X-Forwarded-Proto, nor for a proxied HTTP request', async () => {
    expect((await headersOf(EMBEDDED, 'https')).has('strict-transport-security')).toBe(false);
    expect((await headersOf({ ...EMBEDDED, TRUST_PROXY: 'true' }, 'http')).has('strict-transport-security')).toBe(false);
  });
});

describe('recordedSecurityHeaders (what every answer is sent, from Express or from the read cache)', () => {
  it("holds exactly the headers helmet's middlewares send, with HSTS only in the HTTPS set", async () => {
    const env = GatewayEnvSchema.parse({ ...EMBEDDED, TRUST_PROXY: 'true' });
    const recorded = recordedSecurityHeaders(securityHeaders(cspSources(remotesDocument(env), env.IMAGE_ORIGINS)));
    const pairs = (flat: readonly string[]) =>
      Object.fromEntries(flat.flatMap((item, i) => (i % 2 ? [] : [[item.toLowerCase(), flat[i + 1]]])));
    const served = (headers: Headers) =>
      Object.fromEntries(
        [...headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-type', 'content-length', 'etag'].includes(name)),
      );
    const helmet = { helmet: true };
    expect(pairs(recorded.plain)).toEqual(served(await headersOf({ ...EMBEDDED, TRUST_PROXY: 'true' }, 'http', helmet)));
    expect(pairs(recorded.secure)).toEqual(served(await headersOf({ ...EMBEDDED, TRUST_PROXY: 'true' }, 'https', helmet)));
    expect(pairs(recorded.secure)['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('Permissions-Policy', () => {
  it('denies the powerful features the site does not use, and leaves Share its own', async () => {
    const policy = (await headersOf(EMBEDDED)).get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'fullscreen', 'browsing-topics']) {
      expect(policy.split(', ')).toContain(`${feature}=()`);
    }
    expect(policy).not.toMatch(/web-share|clipboard/);
  });
});

describe('Content-Security-Policy', () => {
  it('allows no inline style element (but the one fixed Radix rule, by its hash) or script, no eval, and images only from this site and data:', async () => {
    const directives = csp(await headersOf(EMBEDDED));
    expect(directives.get('style-src')).toEqual(["'self'", RADIX_SCROLL_AREA_STYLE_HASH]);
    // Style attributes of server-rendered HTML only.
    expect(directives.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(RADIX_SCROLL_AREA_STYLE_HASH).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("adds Google's profile photos with Google sign-in, and the configured image hosts", async () => {
    const directives = csp(await headersOf({ IMAGE_ORIGINS: 'https://images.example.com, https://cdn.example.org/photos/' }));
    expect(directives.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://images.example.com',
      'https://cdn.example.org',
      'https://lh3.googleusercontent.com',
    ]);
    expect(directives.get('style-src')).toEqual(["'self'", RADIX_SCROLL_AREA_STYLE_HASH]);
  });

  it('adds a remote host for its scripts, styles and images', async () => {
    const directives = csp(await headersOf({ ...EMBEDDED, REMOTES: 'mf_admin=https://admin.cdn.example/mf-manifest.json' }));
    for (const name of ['script-src', 'style-src', 'img-src']) expect(directives.get(name)).toContain('https://admin.cdn.example');
  });
});
