import { createHash } from 'node:crypto';

/** The domain of the sender's address (`Live Fully <hello@example.com>` → `example.com`). */
export function senderDomain(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1]?.toLowerCase() ?? 'livefully.local';
}

/**
 * The Message-ID of a mailing to one address: the same on every attempt, so a mail sent twice
 * (the one window docs/mail.md names) is the same message to the receiving side, which may
 * drop the copy. The address is hashed: Message-IDs travel in headers and logs.
 */
export function deliveryMessageId(mailingId: string, email: string, domain: string): string {
  const address = createHash('sha256').update(email).digest('hex').slice(0, 24);
  return `<mailing.${mailingId}.${address}@${domain}>`;
}

export function jobMessageId(kind: string, jobId: string, domain: string): string {
  return `<${kind}.${jobId}@${domain}>`;
}
