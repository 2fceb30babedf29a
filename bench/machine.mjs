// @ts-check
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';

const REPO_ROOT = join(import.meta.dirname, '..');

/** The machine a bench ran on, as its report names it. */
export function machine() {
  return {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
  };
}

/** The commit a bench ran on, and whether the tree had changes beside it. */
export function gitState() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: REPO_ROOT }).toString().trim().length > 0;
    return { commit, dirty };
  } catch {
    return { commit: 'unknown', dirty: false };
  }
}

/** @param {number} n @param {number} digits */
export function round(n, digits) {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** A command-line count, refused unless it is a whole number in min..max. @param {unknown} value @param {number} min @param {number} max */
export function bounded(value, min, max) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`expected an integer in ${min}..${max}, got ${value}`);
  return n;
}
