import { Inject, Injectable } from '@nestjs/common';
import { isStorableText, storableText, type TokenIssuer, type VerifiedToken } from '@livefully/contracts';
import { SERVICE_LOGGER, type Logger } from '@livefully/service-kit';
import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { AdminStore } from '../admins/admin-store.js';
import { FIREBASE_AUTH, TOKEN_ISSUER } from '../firebase/firebase.module.js';
import { ProfileStore } from '../profiles/profile-store.js';
import { classifyTokenError, tokenRpcError } from './token-errors.js';

@Injectable()
export class VerifyTokenService {
  constructor(
    @Inject(FIREBASE_AUTH) private readonly auth: Auth,
    @Inject(TOKEN_ISSUER) private readonly issuer: TokenIssuer,
    private readonly profiles: ProfileStore,
    private readonly admins: AdminStore,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Who the token belongs to is the token's `sub`, checked by its signature; everything else
   * (address, whether it is verified, name, photo) comes from the provider's own record of
   * that account, never from claims a forged or stale token could carry.
   */
  async verify(token: string): Promise<VerifiedToken> {
    const claims = await this.decode(token);
    // An id the profiles table cannot hold is no account this site can serve.
    if (!isStorableText(claims.uid)) {
      this.logger.info({ reason: 'the uid holds a character text cannot store' }, 'ID token refused (invalid)');
      throw tokenRpcError('invalid');
    }
    const account = await this.account(claims.uid);
    // Names and addresses are the provider's, which takes any text; stored (and answered) as the database can hold them.
    const email = storedText(account.email);
    const displayName = storedText(account.displayName);
    const photoURL = storedText(account.photoURL);
    await this.profiles.recordSignIn({
      uid: claims.uid,
      email,
      displayName,
      photoUrl: photoURL,
      signedInAt: new Date((claims.auth_time ?? claims.iat) * 1000),
    });
    // An address the provider has not verified proves nothing about who holds it.
    const role = email !== null && account.emailVerified ? await this.admins.roleOf(email) : null;
    // isAdmin keeps the spec's meaning, "may enter the admin area": any active member (docs/roles.md).
    return {
      user: { uid: claims.uid, email, displayName, photoURL, isAdmin: role !== null, role },
      expiresAt: new Date(claims.exp * 1000).toISOString(),
      issuer: this.issuer,
    };
  }

  private async account(uid: string): Promise<UserRecord> {
    try {
      return await this.auth.getUser(uid);
    } catch (error) {
      throw this.refusal(error);
    }
  }

  /** The revocation check also refuses tokens of disabled or deleted accounts (the emulator always makes it). */
  private async decode(token: string): Promise<DecodedIdToken> {
    try {
      return await this.auth.verifyIdToken(token, true);
    } catch (error) {
      throw this.refusal(error);
    }
  }

  private refusal(error: unknown): Error {
    const failure = classifyTokenError(error);
    const reason = { code: (error as { code?: unknown }).code, reason: (error as Error).message };
    if (failure === 'unavailable') this.logger.error(reason, 'cannot verify ID tokens');
    else this.logger.info(reason, `ID token refused (${failure})`);
    return tokenRpcError(failure);
  }
}

function storedText(value: string | undefined): string | null {
  return value === undefined ? null : storableText(value);
}
