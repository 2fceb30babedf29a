import { Global, Inject, Module, type OnModuleDestroy } from '@nestjs/common';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { TokenIssuer } from '@livefully/contracts';
import { SERVICE_CONFIG } from '@livefully/service-kit';
import type { IdentityConfig } from '../config/identity.config.js';

export const FIREBASE_APP = 'FIREBASE_APP';
export const FIREBASE_AUTH = 'FIREBASE_AUTH';
/** Who vouches for the tokens this process accepts; firebase-admin asks the emulator whenever FIREBASE_AUTH_EMULATOR_HOST is set. */
export const TOKEN_ISSUER = 'TOKEN_ISSUER';

let instances = 0;

/**
 * A named firebase-admin app per Nest app, deleted when it closes, so tests can start the
 * service again in one process. Without a credential option firebase-admin falls back to the
 * application default credentials (GOOGLE_APPLICATION_CREDENTIALS) when it needs them, which is
 * for the revocation check in production; with FIREBASE_AUTH_EMULATOR_HOST it needs none.
 */
function createFirebaseApp(config: IdentityConfig): App {
  instances += 1;
  return initializeApp({ projectId: config.FIREBASE_PROJECT_ID }, `identity-${instances}`);
}

@Global()
@Module({
  providers: [
    { provide: FIREBASE_APP, inject: [SERVICE_CONFIG], useFactory: createFirebaseApp },
    { provide: FIREBASE_AUTH, inject: [FIREBASE_APP], useFactory: (app: App) => getAuth(app) },
    {
      provide: TOKEN_ISSUER,
      inject: [SERVICE_CONFIG],
      useFactory: (config: IdentityConfig): TokenIssuer => (config.FIREBASE_AUTH_EMULATOR_HOST ? 'auth-emulator' : 'firebase'),
    },
  ],
  exports: [FIREBASE_AUTH, TOKEN_ISSUER],
})
export class FirebaseModule implements OnModuleDestroy {
  constructor(@Inject(FIREBASE_APP) private readonly app: App) {}

  async onModuleDestroy(): Promise<void> {
    await deleteApp(this.app);
  }
}
