import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a preview token carries: the post and when the link stops working (seconds since 1970). */
export interface PreviewClaims {
  postId: string;
  expiresAt: Date;
}

export type PreviewCheck = { ok: true; claims: PreviewClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** A version and a purpose in the signed text, so a token made for something else never passes as a preview. */
const PREFIX = 'livefully.preview.v1';

/**
 * Preview tokens: `base64url(JSON payload).base64url(HMAC-SHA256(secret, prefix.payload))`.
 * The expiry is inside the signed payload; the signature is compared in constant time, and
 * nothing is read from a payload before its signature has been checked.
 */
export class PreviewTokens {
  constructor(private readonly secret: string) {}

  sign(claims: PreviewClaims): string {
    const payload = Buffer.from(JSON.stringify({ p: claims.postId, e: Math.floor(claims.expiresAt.getTime() / 1000) })).toString(
      'base64url',
    );
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  verify(token: string, now: Date): PreviewCheck {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
    let claims: { p?: unknown; e?: unknown };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { p?: unknown; e?: unknown };
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (typeof claims.p !== 'string' || typeof claims.e !== 'number' || !Number.isFinite(claims.e)) return { ok: false, reason: 'invalid' };
    const expiresAt = new Date(claims.e * 1000);
    if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, claims: { postId: claims.p, expiresAt } };
  }

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.secret).update(`${PREFIX}.${payload}`).digest();
  }
}
