import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The header the renderer's API reads carry (RENDERER_SECRET); it names no visitor. */
export const RENDERER_CREDENTIAL_HEADER = 'x-livefully-renderer';

/**
 * Tells the renderer's own API reads from visitors' (docs/server-rendering.md, "The renderer's
 * reads"): they carry RENDERER_SECRET, compared as digests in constant time, and are the site's
 * own work, counted against no visitor's budget. A page render is limited per visitor instead.
 */
export class RendererCredential {
  private readonly digest: Buffer | undefined;

  constructor(secret: string | undefined) {
    this.digest = secret ? sha256(secret) : undefined;
  }

  presentedBy(headers: IncomingHttpHeaders | undefined): boolean {
    const given = headers?.[RENDERER_CREDENTIAL_HEADER];
    if (!this.digest || typeof given !== 'string') return false;
    return timingSafeEqual(sha256(given), this.digest);
  }
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
