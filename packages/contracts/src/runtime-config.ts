import * as z from 'zod/mini';
import { RemoteCanarySchema } from './canary.js';
import { EMULATOR_URL_PATTERN, GA_MEASUREMENT_ID_PATTERN, SITE_NAME_MAX_LENGTH } from './runtime-config-rules.js';
import { SOCIAL_LINKS_MAX, socialLinkProblem } from './social-links.js';

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

/** One of the site's pages on a social network (social-links.ts). */
export const SocialLinkSchema = z
  .object({ network: text, url: text })
  .check(z.refine(({ network, url }) => socialLinkProblem(network, url) === undefined, 'must be an https page of a known network'));
const siteName = z.string().check(z.trim(), z.minLength(1), z.maxLength(SITE_NAME_MAX_LENGTH));
const gaMeasurementId = z.string().check(z.regex(GA_MEASUREMENT_ID_PATTERN));

/** What the gateway serves: it parses its own document with this at start. */
export const RuntimeConfigSchema = z.object({
  remotes: z.array(RemoteLocationSchema),
  /** The footer's links to the site's pages on social networks (SOCIAL_LINKS); none, no "Follow us". */
  socialLinks: z.optional(z.array(SocialLinkSchema).check(z.maxLength(SOCIAL_LINKS_MAX))),
  /**
   * The first of socialLinks, for a shell of the release before them, which links only this
   * (and its own default when it is absent). Read by no shell since; dropped with SOCIAL_URL.
   */
  socialUrl: z.optional(webUrl),
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
