// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../deploy/embedded/stack.mjs';

/**
 * The RATE_LIMIT_* variables of the built gateway's configuration, so a bench can turn every
 * limit off; the known ones when the gateway is not built yet (startStack will say so).
 */
export function rateLimitVariables() {
  try {
    const text = readFileSync(join(REPO_ROOT, 'gateway/dist/config/env.js'), 'utf8');
    const names = [
      ...new Set([...text.matchAll(/\b(RATE_LIMIT_[A-Z_]+)\s*:\s*rateLimitVariable\b/g)].map((m) => /** @type {string} */ (m[1]))),
    ];
    if (names.length) return names;
  } catch {
    // not built yet
  }
  return ['RATE_LIMIT_CONTACT', 'RATE_LIMIT_EMAIL_SUBSCRIPTIONS', 'RATE_LIMIT_APP_SUBSCRIPTIONS', 'RATE_LIMIT_READS', 'RATE_LIMIT_SEARCH'];
}
