import * as z from 'zod/mini';
import { RemoteCanarySchema } from './canary.js';
import { EMULATOR_URL_PATTERN, GA_MEASUREMENT_ID_PATTERN, SITE_NAME_MAX_LENGTH } from './runtime-config-rules.js';

/*
 * `/remotes.json`, the shell's run-time configuration: the gateway builds it with these schemas
 * and parses it at start, naming a bad setting. The shell reads it with the plain reader of
 * runtime-config-reader.ts, held to the same answers field by field by its test (docs/front-end.md).
 * zod/mini: its object parser never compiles code, so the CSP needs no 'unsafe-eval'.
 */

export { GA_MEASUREMENT_ID_PATTERN, SITE_NAME_MAX_LENGTH };

const text = z.string().check(z.minLength(1));

export const RemoteLocationSchema = z.object({ name: text, entry: text });

export const FirebaseSettingsSchema = z.object({
  apiKey: text,
  authDomain: text,
  projectId: text,
  /** Set in embedded mode: the origin of the Auth Emulator (the site's own account chooser). */
  emulatorUrl: z.optional(z.string().check(z.regex(EMULATOR_URL_PATTERN))),
});

const webUrl = z.url({ protocol: /^https?$/ });
const siteName = z.string().check(z.trim(), z.minLength(1), z.maxLength(SITE_NAME_MAX_LENGTH));
const gaMeasurementId = z.string().check(z.regex(GA_MEASUREMENT_ID_PATTERN));

/** What the gateway serves: it parses its own document with this at start. */
export const RuntimeConfigSchema = z.object({
  remotes: z.array(RemoteLocationSchema),
  socialUrl: webUrl,
  siteName,
  /** GA4 measurement id; absent, no analytics script is ever loaded. It goes into a script URL. */
  gaMeasurementId: z.optional(gaMeasurementId),
  firebase: FirebaseSettingsSchema,
  /**
   * Remote name → its canary (canary.ts). Only the renderer is sent these: a browser gets the
   * remote list of its own variant, with no canaries.
   */
  canaries: z.optional(z.record(text, RemoteCanarySchema)),
});

export type RemoteLocation = z.infer<typeof RemoteLocationSchema>;
export type FirebaseSettings = z.infer<typeof FirebaseSettingsSchema>;
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
