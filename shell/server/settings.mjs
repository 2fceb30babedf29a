// @ts-check
// The renderer's settings, read from the environment by the front process (main.mjs) and by each
// render worker (render-worker.mjs), which sees the same environment.

const setting = (/** @type {string} */ name, /** @type {string} */ fallback) => process.env[name] || fallback;
const number = (/** @type {string} */ name, /** @type {number} */ fallback, /** @type {number} */ min, /** @type {number} */ max) => {
  const value = Number(setting(name, String(fallback)));
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return value;
};

/** The public API the pages read through (the gateway, with its read cache). */
export const GATEWAY_URL = setting('GATEWAY_URL', 'http://127.0.0.1:8080');
/** Where the shell's runtime remote list and the remotes' files are fetched from. */
export const ASSETS_URL = setting('ASSETS_URL', GATEWAY_URL);
export const PUBLIC_ORIGIN = new URL(setting('PUBLIC_ORIGIN', 'http://localhost:8080')).origin;
/** Shared with the gateway: the API reads of a render carry it, so they spend no visitor's budget. */
export const RENDERER_SECRET = process.env.RENDERER_SECRET ?? '';
if (RENDERER_SECRET.length < 32) throw new Error('RENDERER_SECRET must be set to at least 32 characters (the same value as the gateway)');
export const HOST = setting('RENDERER_HOST', '127.0.0.1');
export const PORT = number('RENDERER_PORT', 8090, 1, 65_535);
export const REMOTE_BUDGET_MS = number('RENDERER_REMOTE_BUDGET_MS', 300, 10, 10_000);
export const REMOTES_CHECK_MS = number('RENDERER_REMOTES_CHECK_MS', 10_000, 0, 3_600_000);
/**
 * How long a retired render worker may take to finish the renders it was given before it is
 * stopped: past the gateway's wait (RENDERER_TIMEOUT_MS, 2.5 s), nobody reads its answers.
 */
export const DRAIN_MS = number('RENDERER_DRAIN_MS', 30_000, 0, 600_000);
/**
 * Canary variants (docs/releasing.md, "Canary"): at most this many variant workers beside the
 * stable one (each a module registry of its own, about as much memory as the stable worker), and
 * each stopped after this long without a render.
 */
export const VARIANT_WORKERS = number('RENDERER_VARIANT_WORKERS', 3, 1, 16);
export const VARIANT_IDLE_MS = number('RENDERER_VARIANT_IDLE_MS', 600_000, 1_000, 86_400_000);
/** The ops listener (metrics, liveness, readiness; docs/metrics.md): off unless OPS_PORT is set. */
export const OPS_PORT = process.env.OPS_PORT ? number('OPS_PORT', 9464, 1, 65_535) : undefined;
export const OPS_HOST = setting('OPS_HOST', '0.0.0.0');
