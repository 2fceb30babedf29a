import { createHash, randomBytes } from 'node:crypto';

/**
 * An invitation's token: 32 random bytes, base64url, in the link only. The database keeps its
 * SHA-256, so a copy of the table opens no invitation, and no secret has to be shared between
 * replicas or rotated (docs/roles.md, "Inviting"). A hash of 256 random bits needs no salt or
 * slow hash: there is nothing to guess.
 */
export function newInvitationToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
