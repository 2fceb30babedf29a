import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens of the form `base64url(body).base64url(HMAC-SHA256(secret, purpose + body))`, as the
 * preview and subscription links carry them. `read` accepts exactly one spelling of a token:
 * both parts must be canonical base64url (no padding, no other alphabet, and no stray bits in
 * the last character, which base64 decoders otherwise ignore), and the signature is compared
 * as decoded bytes, in constant time, before anything of the body is looked at.
 */
export class SignedTokens {
  /**
   * @param purpose the signed text's prefix (a use and a version, with its separator: `subscription:`),
   * so a token made for one thing never passes for another
   */
  constructor(
    private readonly secret: string,
    private readonly purpose: string,
  ) {}

  sign(body: unknown): string {
    const encoded = Buffer.from(JSON.stringify(body)).toString('base64url');
    return `${encoded}.${this.mac(encoded).toString('base64url')}`;
  }

  /** The JSON body of a token this signer made; undefined for anything else. */
  read(token: string): unknown {
    const [encoded, signature, ...rest] = token.split('.');
    if (!encoded || !signature || rest.length > 0) return undefined;
    const given = canonicalBytes(signature);
    const body = canonicalBytes(encoded);
    if (!given || !body) return undefined;
    const expected = this.mac(encoded);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      return JSON.parse(body.toString('utf8')) as unknown;
    } catch {
      return undefined;
    }
  }

  /** A keyed hash of `text` under this signer's secret (for audit rows that must not hold the text). */
  hash(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }

  private mac(encoded: string): Buffer {
    return createHmac('sha256', this.secret).update(`${this.purpose}${encoded}`).digest();
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The bytes of `text` when it is the one canonical base64url spelling of them, else undefined. */
export function canonicalBytes(text: string): Buffer | undefined {
  if (!BASE64URL.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}
