import * as z from 'zod/mini';
import { FirebaseSettingsSchema, RemoteLocationSchema, RuntimeConfigSchema, SITE_NAME_MAX_LENGTH } from './runtime-config.js';

const { shape } = RuntimeConfigSchema;
const isRemote = (value: unknown) => RemoteLocationSchema.safeParse(value).success;

/** A field that is missing or not well formed is left out, so the reader's default holds. */
const orAbsent = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/**
 * The same fields, read leniently by the browser: a broken remote entry is skipped and a bad
 * setting is dropped rather than costing the whole page; a bad emulator URL leaves sign-in
 * configured without it. The site name is trimmed and cut to its length instead of refused.
 */
export const RuntimeConfigReaderSchema = z.catch(
  z.object({
    remotes: z.catch(
      z.pipe(
        z.array(z.unknown()),
        z.transform((items) => items.filter(isRemote).map((item) => RemoteLocationSchema.parse(item))),
      ),
      [],
    ),
    socialUrl: orAbsent(shape.socialUrl),
    siteName: orAbsent(
      z.pipe(
        z.string().check(z.trim(), z.minLength(1)),
        z.transform((name) => name.slice(0, SITE_NAME_MAX_LENGTH)),
      ),
    ),
    gaMeasurementId: orAbsent(shape.gaMeasurementId),
    firebase: orAbsent(z.object({ ...FirebaseSettingsSchema.shape, emulatorUrl: orAbsent(FirebaseSettingsSchema.shape.emulatorUrl) })),
  }),
  { remotes: [] },
);

export type RuntimeConfigRead = z.infer<typeof RuntimeConfigReaderSchema>;
