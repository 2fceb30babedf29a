import { SignedTokens } from '@livefully/service-kit';
import { z } from 'zod';

/**
 * The links in the mails carry a signed token: base64url of a small JSON payload, a dot, and
 * base64url of its HMAC-SHA256 under SUBSCRIPTION_SECRET over `subscription:` and the payload
 * (the text every token made so far was signed over, so the links in old mails keep working).
 * Only the one canonical spelling of a token is read. The payload names the list entry by id
 * (never the address); an unsubscribe token in a mailing also names the mailing (`m`). A confirm token also names the round of confirmation it belongs to (`n`,
 * the entry's confirm_nonce) and when it expires; an unsubscribe token never expires.
 */
const PayloadSchema = z.discriminatedUnion('k', [
  z.object({ k: z.literal('c'), e: z.uuid(), n: z.uuid(), x: z.number().int() }),
  z.object({ k: z.literal('u'), e: z.uuid(), m: z.uuid().optional() }),
]);
export type TokenPayload = z.infer<typeof PayloadSchema>;
export type ConfirmToken = Extract<TokenPayload, { k: 'c' }>;
export type UnsubscribeToken = Extract<TokenPayload, { k: 'u' }>;

export class SubscriptionTokens {
  private readonly signer: SignedTokens;

  constructor(secret: string) {
    this.signer = new SignedTokens(secret, 'subscription:');
  }

  confirm(entryId: string, nonce: string, expiresAt: Date): string {
    return this.signer.sign({ k: 'c', e: entryId, n: nonce, x: Math.floor(expiresAt.getTime() / 1000) } satisfies ConfirmToken);
  }

  /**
   * With a mailing, the link in that mailing: the unsubscribe is counted for it. The mailing is
   * inside the signed payload, so no one can credit an unsubscribe to another mailing.
   */
  unsubscribe(entryId: string, mailingId?: string): string {
    return this.signer.sign((mailingId ? { k: 'u', e: entryId, m: mailingId } : { k: 'u', e: entryId }) satisfies UnsubscribeToken);
  }

  /** The payload of a token this site signed, of the kind asked for; null for anything else. */
  read<K extends TokenPayload['k']>(token: string, kind: K): Extract<TokenPayload, { k: K }> | null {
    const payload = PayloadSchema.safeParse(this.signer.read(token));
    if (!payload.success || payload.data.k !== kind) return null;
    return payload.data as Extract<TokenPayload, { k: K }>;
  }

  /** A keyed hash of an address: what the erasure audit keeps instead of the address. */
  addressHash(email: string): string {
    return this.signer.hash(`address:${email}`);
  }
}

export const SUBSCRIPTION_TOKENS = 'SUBSCRIPTION_TOKENS';
