import type { IdentityConfig } from './identity.config.js';

export interface FirebaseMode {
  /** One line for the start-up log: which Firebase this process trusts. */
  line: string;
  /** Set when the combination cannot be what the operator meant; logged as a warning. */
  warning?: string;
}

export function describeFirebaseMode(config: Pick<IdentityConfig, 'FIREBASE_PROJECT_ID' | 'FIREBASE_AUTH_EMULATOR_HOST'>): FirebaseMode {
  const project = config.FIREBASE_PROJECT_ID;
  const demo = project.startsWith('demo-');
  if (config.FIREBASE_AUTH_EMULATOR_HOST) {
    return {
      line: `firebase: Auth Emulator at ${config.FIREBASE_AUTH_EMULATOR_HOST}, project ${project} (unsigned emulator tokens are accepted)`,
      ...(demo ? {} : { warning: `firebase: project ${project} is a real project id, yet tokens are checked by the Auth Emulator` }),
    };
  }
  return {
    line: `firebase: project ${project}, tokens checked against Google's keys, revocation through the application default credentials`,
    ...(demo
      ? {
          warning: `firebase: ${project} is a demo project, which only the Auth Emulator knows; set FIREBASE_AUTH_EMULATOR_HOST or a real project id`,
        }
      : {}),
  };
}
