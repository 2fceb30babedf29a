import { SignedTokens } from '@livefully/service-kit';
import { z } from 'zod';

/** What a preview token carries: the link's row and when the link stops working. */
export interface PreviewClaims {
  linkId: string;
  expiresAt: Date;
}

export type PreviewCheck = { ok: true; claims: PreviewClaims } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * The signed text's prefix. v1 tokens named the post and were never stored, so they could not be
 * revoked; v2 names a `preview_links` row. A v1 token fails the v2 signature and reads as invalid.
 */
const PURPOSE = 'livefully.preview.v2.';

/** `l`: the link's id; `e`: its expiry in whole seconds since 1970. */
const PayloadSchema = z.object({ l: z.uuid(), e: z.number().int().positive() });

/**
 * Preview tokens: `base64url({ l, e }).base64url(HMAC-SHA256(secret, purpose + payload))`,
 * through the site's one signer, which takes a single spelling of each token and checks the
 * signature before anything of the payload is read.
 */
export class PreviewTokens {
  private readonly tokens: SignedTokens;

  constructor(secret: string) {
    this.tokens = new SignedTokens(secret, PURPOSE);
  }

  sign(claims: PreviewClaims): string {
    return this.tokens.sign({ l: claims.linkId, e: Math.floor(claims.expiresAt.getTime() / 1000) });
  }

  verify(token: string, now: Date): PreviewCheck {
    const payload = PayloadSchema.safeParse(this.tokens.read(token));
    if (!payload.success) return { ok: false, reason: 'invalid' };
    const expiresAt = new Date(payload.data.e * 1000);
    if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, claims: { linkId: payload.data.l, expiresAt } };
  }
}
