import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_PATTERNS, type VerifiedToken } from '@livefully/contracts';
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import { ServiceClients } from '../services/service-clients.js';
import { bearerToken } from './bearer-token.js';
import { admitEmulatorTokens } from './emulator-tokens.js';

interface CachedAnswer {
  answer: VerifiedToken;
  until: number;
}

const MAX_ENTRIES = 10_000;

/**
 * Asks the identity service who a request's bearer token belongs to. Answers are kept no longer
 * than the token lives and at most AUTH_CACHE_MS, so a revoked admin loses access within that
 * bound. An Auth Emulator's token counts only from this machine.
 */
@Injectable()
export class AuthService {
  private readonly cache = new Map<string, CachedAnswer>();

  constructor(
    private readonly services: ServiceClients,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  /** The request's bearer token, always asked of the identity service: the session check after sign-in must see the latest admin flag. */
  async verify(request: Request): Promise<VerifiedToken> {
    return admitEmulatorTokens(await this.ask(bearerToken(request)), request);
  }

  /** For guards on every admin call: a recent answer for the same token is reused. */
  async verifyCached(request: Request): Promise<VerifiedToken> {
    const token = bearerToken(request);
    const key = keyOf(token);
    const cached = this.cache.get(key);
    if (cached && cached.until > Date.now()) return admitEmulatorTokens(cached.answer, request);
    this.cache.delete(key);
    return admitEmulatorTokens(await this.ask(token), request);
  }

  private async ask(token: string): Promise<VerifiedToken> {
    const answer = await this.services.send<VerifiedToken>('identity', IDENTITY_PATTERNS.verifyToken, { token });
    this.remember(token, answer);
    return answer;
  }

  private remember(token: string, answer: VerifiedToken): void {
    const until = Math.min(Date.parse(answer.expiresAt), Date.now() + this.env.AUTH_CACHE_MS);
    if (until <= Date.now()) return;
    if (this.cache.size >= MAX_ENTRIES) this.evictExpired();
    if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(keyOf(token), { answer, until });
  }

  /**
   * Drops the answers kept for an address, after a staff change that gateway made to it: its
   * next call is asked again, so a suspension, a removal or a new role counts at once here
   * (other replicas see it within AUTH_CACHE_MS).
   */
  forget(email: string | null): void {
    if (!email) return;
    const address = email.toLowerCase();
    for (const [key, entry] of this.cache) if (entry.answer.user.email?.toLowerCase() === address) this.cache.delete(key);
  }

  private evictExpired(): void {
    const now = Date.now();
    for (const [key, entry] of this.cache) if (entry.until <= now) this.cache.delete(key);
  }
}

/** Tokens are secrets: the cache is keyed by their hash, never the token itself. */
function keyOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
