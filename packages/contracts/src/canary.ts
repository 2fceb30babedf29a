import * as z from 'zod/mini';
import type { RemoteLocation } from './runtime-config.js';

/**
 * A canary per remote (docs/releasing.md, "Canary"): the runtime config may name a second build
 * of a remote for staff only, or for a share of readers. One function, `canaryVariant`, says which
 * canaries a reader gets; the gateway uses it for the rendered page, the page cache key and
 * `/remotes.json`, so the server and the browser load the same builds.
 */

/** The reader's sticky bucket, 0–99: random, set once by the gateway while a share canary is configured. */
export const CANARY_BUCKET_COOKIE = 'lf_canary';
/** A signed cookie a staff member sets in the admin area: this browser gets every canary. */
export const CANARY_STAFF_COOKIE = 'lf_canary_staff';
export const CANARY_BUCKETS = 100;

const text = z.string().check(z.minLength(1));

/** A remote's second build: for staff only, or for `share` percent of readers (buckets 0 … share−1). */
export const RemoteCanarySchema = z.union([
  z.object({ entry: text, audience: z.literal('staff') }),
  z.object({ entry: text, share: z.int().check(z.minimum(1), z.maximum(CANARY_BUCKETS)) }),
]);
export type RemoteCanary = z.infer<typeof RemoteCanarySchema>;
/** Remote name → its canary. */
export type RemoteCanaries = Record<string, RemoteCanary>;

/** Who reads: the bucket from the cookie (undefined without one) and whether a valid staff cookie came. */
export interface CanaryReader {
  bucket: number | undefined;
  staff: boolean;
}

/**
 * The variant a reader gets: the names of the remotes whose canary they load, sorted. Staff get
 * every canary; anyone else gets each share canary whose share is above their bucket. So the
 * variants in use are the nested sets of the share canaries (one per distinct share, and none)
 * plus the staff one: at most the number of canaries + 2.
 */
export function canaryVariant(canaries: RemoteCanaries | undefined, reader: CanaryReader): string[] {
  if (!canaries) return [];
  return Object.entries(canaries)
    .filter(([, canary]) => reader.staff || ('share' in canary && reader.bucket !== undefined && reader.bucket < canary.share))
    .map(([name]) => name)
    .sort();
}

/** The remote list of a variant: each remote in it at its canary's entry. Names not in `canaries` are ignored. */
export function variantRemotes(remotes: readonly RemoteLocation[], canaries: RemoteCanaries | undefined, variant: readonly string[]) {
  return remotes.map(({ name, entry }) => {
    const canary = variant.includes(name) ? canaries?.[name] : undefined;
    return { name, entry: canary?.entry ?? entry };
  });
}

/** The bucket a cookie names: exactly one whole number 0–99 in its plain spelling, else undefined (a new one is drawn). */
export function bucketOf(value: string | undefined): number | undefined {
  if (value === undefined || !/^(0|[1-9][0-9]?)$/.test(value)) return undefined;
  return Number(value);
}

/** Whether any canary is for a share of readers (then every reader needs a bucket). */
export function hasShareCanary(canaries: RemoteCanaries | undefined): boolean {
  return Object.values(canaries ?? {}).some((canary) => 'share' in canary);
}
