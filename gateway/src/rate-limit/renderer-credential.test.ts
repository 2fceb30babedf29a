import type { ServerResponse } from 'node:http';
import { createLogger } from '@livefully/service-kit';
import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from './memory-rate-limit.store.js';
import { countRequest } from './count-request.js';
import { RateLimiter } from './rate-limiter.js';
import { RENDERER_CREDENTIAL_HEADER, RendererCredential } from './renderer-credential.js';

const SECRET = 'the-renderers-secret-of-these-tests-0123';

describe('RendererCredential', () => {
  it('knows the secret it was given, and nothing else', () => {
    const credential = new RendererCredential(SECRET);
    expect(credential.presentedBy({ [RENDERER_CREDENTIAL_HEADER]: SECRET })).toBe(true);
    expect(credential.presentedBy({ [RENDERER_CREDENTIAL_HEADER]: `${SECRET}x` })).toBe(false);
    expect(credential.presentedBy({ [RENDERER_CREDENTIAL_HEADER]: [SECRET, SECRET] })).toBe(false);
    expect(credential.presentedBy({})).toBe(false);
    expect(new RendererCredential(undefined).presentedBy({ [RENDERER_CREDENTIAL_HEADER]: '' })).toBe(false);
  });

  it("keeps the renderer's reads out of every budget, and counts everyone else's", async () => {
    const credential = new RendererCredential(SECRET);
    const limiter = new RateLimiter(new MemoryRateLimitStore(), createLogger('gateway', 'silent'), Date.now, (request) =>
      credential.presentedBy(request.headers),
    );
    const rule = { limit: 2, windowMs: 60_000 };
    const headers = new Map<string, string>();
    const response = {
      setHeader(name: string, value: string) {
        headers.set(name, value);
        return this;
      },
    } as unknown as Pick<ServerResponse, 'setHeader'>;
    const count = (extra: Record<string, string>) =>
      countRequest(limiter, { bucket: 'reads' }, rule, { ip: '10.0.0.1', query: {}, headers: extra }, response);
    for (let i = 0; i < 5; i++) expect(await count({ [RENDERER_CREDENTIAL_HEADER]: SECRET })).toEqual({ allowed: true });
    expect((await count({})).allowed).toBe(true);
    expect((await count({ [RENDERER_CREDENTIAL_HEADER]: 'a guess' })).allowed).toBe(true);
    expect((await count({})).allowed).toBe(false);
  });
});
