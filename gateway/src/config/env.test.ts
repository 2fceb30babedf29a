import express from 'express';
import { describe, expect, it } from 'vitest';
import { GatewayEnvSchema } from './env.js';

/** Express's own verdict on whether a peer at `address` may speak for the client. */
function trusts(setting: unknown, address: string): boolean {
  const app = express();
  app.set('trust proxy', setting);
  return (app.get('trust proxy fn') as (address: string, hop: number) => boolean)(address, 0);
}

describe('TRUST_PROXY', () => {
  it('trusts nobody by default', () => {
    expect(GatewayEnvSchema.parse({}).TRUST_PROXY).toBe(false);
  });

  it('with true, trusts a proxy on a private or loopback address and never a client from outside', () => {
    const setting = GatewayEnvSchema.parse({ TRUST_PROXY: 'true' }).TRUST_PROXY;
    expect(['127.0.0.1', '10.1.2.3', '172.18.0.5', '192.168.1.9', '::1'].map((a) => trusts(setting, a))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['203.0.113.7', '8.8.8.8', '2001:db8::1'].map((a) => trusts(setting, a))).toEqual([false, false, false]);
  });

  it('takes a list of addresses and ranges', () => {
    const setting = GatewayEnvSchema.parse({ TRUST_PROXY: '198.51.100.10, 10.0.0.0/8' }).TRUST_PROXY;
    expect([trusts(setting, '198.51.100.10'), trusts(setting, '10.9.9.9'), trusts(setting, '198.51.100.11')]).toEqual([true, true, false]);
  });

  it('refuses anything else, naming the variable', () => {
    const result = GatewayEnvSchema.safeParse({ TRUST_PROXY: 'everyone' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe('TRUST_PROXY');
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('is what npm start serves by default', () => {
    expect(GatewayEnvSchema.parse({}).PUBLIC_ORIGIN).toBe('http://localhost:8080');
  });

  it('keeps an origin as its canonical form (lower-case host, no trailing slash, no default port)', () => {
    expect(GatewayEnvSchema.parse({ PUBLIC_ORIGIN: 'https://LiveFully.Example/' }).PUBLIC_ORIGIN).toBe('https://livefully.example');
    expect(GatewayEnvSchema.parse({ PUBLIC_ORIGIN: 'https://livefully.example:443' }).PUBLIC_ORIGIN).toBe('https://livefully.example');
    expect(GatewayEnvSchema.parse({ PUBLIC_ORIGIN: 'http://127.0.0.1:22703' }).PUBLIC_ORIGIN).toBe('http://127.0.0.1:22703');
  });

  it.each([
    'livefully.example',
    'ftp://livefully.example',
    'https://livefully.example/blog',
    'https://a@livefully.example',
    'https://x.example/?a=1',
  ])('refuses %s, naming the variable', (value) => {
    const result = GatewayEnvSchema.safeParse({ PUBLIC_ORIGIN: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe('PUBLIC_ORIGIN');
  });
});

describe('RENDERER_SECRET', () => {
  it('is required with RENDERER_URL, at least 32 characters, and named when missing', () => {
    const missing = GatewayEnvSchema.safeParse({ RENDERER_URL: 'http://127.0.0.1:8090' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toContain('RENDERER_SECRET');
    expect(GatewayEnvSchema.safeParse({ RENDERER_URL: 'http://127.0.0.1:8090', RENDERER_SECRET: 'short' }).success).toBe(false);
    const secret = 'r'.repeat(32);
    expect(GatewayEnvSchema.parse({ RENDERER_URL: 'http://127.0.0.1:8090', RENDERER_SECRET: secret }).RENDERER_SECRET).toBe(secret);
    expect(GatewayEnvSchema.parse({}).RENDERER_SECRET).toBeUndefined();
  });
});
