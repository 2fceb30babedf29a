import { Inject, Injectable } from '@nestjs/common';
import type { VerifiedToken } from '@livefully/contracts';
import type { Logger } from '@livefully/service-kit';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { AdminStore } from '../admins/admin-store.js';
import { IDENTITY_LOGGER } from '../config/identity-config.module.js';
import { FIREBASE_AUTH } from '../firebase/firebase.module.js';
import { ProfileStore } from '../profiles/profile-store.js';
import { classifyTokenError, tokenRpcError } from './token-errors.js';

@Injectable()
export class VerifyTokenService {
  constructor(
    @Inject(FIREBASE_AUTH) private readonly auth: Auth,
    private readonly profiles: ProfileStore,
    private readonly admins: AdminStore,
    @Inject(IDENTITY_LOGGER) private readonly logger: Logger,
  ) {}

  async verify(token: string): Promise<VerifiedToken> {
    const claims = await this.decode(token);
    const email = typeof claims.email === 'string' ? claims.email : null;
    const displayName = typeof claims.name === 'string' ? claims.name : null;
    const photoURL = typeof claims.picture === 'string' ? claims.picture : null;
    await this.profiles.recordSignIn({
      uid: claims.uid,
      email,
      displayName,
      photoUrl: photoURL,
      signedInAt: new Date((claims.auth_time ?? claims.iat) * 1000),
    });
    // An address the provider has not verified proves nothing about who holds it.
    const isAdmin = email !== null && claims.email_verified === true && (await this.admins.isAdmin(email));
    return {
      user: { uid: claims.uid, email, displayName, photoURL, isAdmin },
      expiresAt: new Date(claims.exp * 1000).toISOString(),
    };
  }

  /** The revocation check also refuses tokens of disabled or deleted accounts (the emulator always makes it). */
  private async decode(token: string): Promise<DecodedIdToken> {
    try {
      return await this.auth.verifyIdToken(token, true);
    } catch (error) {
      const failure = classifyTokenError(error);
      const reason = { code: (error as { code?: unknown }).code, reason: (error as Error).message };
      if (failure === 'unavailable') this.logger.error(reason, 'cannot verify ID tokens');
      else this.logger.info(reason, `ID token refused (${failure})`);
      throw tokenRpcError(failure);
    }
  }
}
