import type { PartRoots } from '../../deploy/embedded/stack.mjs';
import { comboNamed } from '../../deploy/skew/combos.mjs';

/** The combination this run tests, named by deploy/skew/run.mjs (or by hand: SKEW_COMBO=…). */
export const SKEW_COMBO = comboNamed(process.env.SKEW_COMBO);

/** Where each part of the running stack comes from, as global-setup.ts started it. */
export function skewRoots(): PartRoots {
  const roots = process.env.SKEW_ROOTS;
  if (!roots) throw new Error('SKEW_ROOTS is not set by the skew global setup');
  return JSON.parse(roots) as PartRoots;
}
