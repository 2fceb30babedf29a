import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The links in the mails carry a signed token: base64url of a small JSON payload, a dot, and
 * base64url of its HMAC-SHA256 under SUBSCRIPTION_SECRET. The payload names the list entry by
 * id (never the address). A confirm token also names the round of confirmation it belongs to
 * (`n`, the entry's confirm_nonce) and when it expires; an unsubscribe token never expires.
 */
const PayloadSchema = z.discriminatedUnion('k', [
  z.object({ k: z.literal('c'), e: z.uuid(), n: z.uuid(), x: z.number().int() }),
  z.object({ k: z.literal('u'), e: z.uuid() }),
]);
export type TokenPayload = z.infer<typeof PayloadSchema>;
export type ConfirmToken = Extract<TokenPayload, { k: 'c' }>;
export type UnsubscribeToken = Extract<TokenPayload, { k: 'u' }>;

export class SubscriptionTokens {
  constructor(private readonly secret: string) {}

  confirm(entryId: string, nonce: string, expiresAt: Date): string {
    return this.sign({ k: 'c', e: entryId, n: nonce, x: Math.floor(expiresAt.getTime() / 1000) });
  }

  unsubscribe(entryId: string): string {
    return this.sign({ k: 'u', e: entryId });
  }

  /** The payload of a token this site signed, of the kind asked for; null for anything else. */
  read<K extends TokenPayload['k']>(token: string, kind: K): Extract<TokenPayload, { k: K }> | null {
    const [body, signature, ...rest] = token.split('.');
    if (!body || !signature || rest.length > 0) return null;
    const expected = this.mac(body);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const payload = PayloadSchema.safeParse(json);
    if (!payload.success || payload.data.k !== kind) return null;
    return payload.data as Extract<TokenPayload, { k: K }>;
  }

  /** A keyed hash of an address: what the erasure audit keeps instead of the address. */
  addressHash(email: string): string {
    return createHmac('sha256', this.secret).update(`address:${email}`).digest('hex');
  }

  private sign(payload: TokenPayload): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.secret).update(`subscription:${body}`).digest();
  }
}

export const SUBSCRIPTION_TOKENS = 'SUBSCRIPTION_TOKENS';
