// @ts-check
/**
 * What every bench does around its measurements, in one place: read its counts, say what it
 * ran on (machine, load, commit), log with the time since its start, end whatever happens
 * (a watchdog and Ctrl-C both undo what it started), and write its results with the command
 * that made them.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';

const REPO_ROOT = join(import.meta.dirname, '..');

// ---- Arguments -------------------------------------------------------------------------------

/** A command-line count, refused unless it is a whole number in min..max. @param {unknown} value @param {number} min @param {number} max */
export function bounded(value, min, max) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`expected an integer in ${min}..${max}, got ${value}`);
  return n;
}

/** The command a report prints, from its words; an empty word (an option left at its default) is left out. @param {string[]} words */
export function commandLine(words) {
  return words.filter(Boolean).join(' ');
}

// ---- What it ran on --------------------------------------------------------------------------

/** The machine a bench ran on, as its report names it. */
export function machine() {
  return {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
  };
}

/** The load average (1, 5, 15 min) now: a report gives it so that a slow run on a busy machine reads as one. */
export function loadAverage() {
  return loadavg().map((n) => round(n, 2));
}

/**
 * The machine of a load bench, whose load generator shares the cores with what it measures:
 * the usable cores, the load average at the end (and at the start, when given) and a note on
 * what shared them.
 * @param {{ note: string, loadAverageAtStart?: number[] }} options
 */
export function loadedMachine({ note, loadAverageAtStart }) {
  return {
    node: process.version,
    nproc: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: round(totalmem() / 2 ** 30, 1),
    ...(loadAverageAtStart ? { loadAverageAtStart } : {}),
    loadAverageAtEnd: loadAverage(),
    note,
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

// ---- The run ---------------------------------------------------------------------------------

/** A log line prefixed with the bench's tag and the seconds since it started. @param {string} tag @param {number} [started] */
export function runLog(tag, started = Date.now()) {
  return (/** @type {string} */ line) => console.log(`[${tag} ${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s] ${line}`);
}

/**
 * The steps that undo what a run started (stop the stack, close a client), run newest first;
 * each runs once, and one that fails does not keep the others from running.
 */
export function cleanupSteps() {
  /** @type {Array<() => Promise<unknown>>} */
  const steps = [];
  const run = async () => {
    for (const step of steps.splice(0).reverse()) await step().catch(() => {});
  };
  return { steps, run };
}

/**
 * Makes sure a run ends and leaves nothing behind: past maxMs a watchdog, and on SIGINT or
 * SIGTERM the process, run the cleanup and exit (2 and 130). Returns the function that disarms
 * the watchdog once the run has finished on its own.
 * @param {{ tag: string, maxMs: number, cleanup: () => Promise<unknown> }} options
 */
export function guardRun({ tag, maxMs, cleanup }) {
  const watchdog = setTimeout(async () => {
    console.error(`[${tag}] still running after ${maxMs / 1000} s: stopping`);
    await cleanup().catch(() => {});
    process.exit(2);
  }, maxMs);
  watchdog.unref();
  for (const name of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(name, async () => {
      console.error(`[${tag}] ${name}: stopping`);
      await cleanup().catch(() => {});
      process.exit(130);
    });
  }
  return () => clearTimeout(watchdog);
}

// ---- Results ---------------------------------------------------------------------------------

/**
 * Writes a report as <dir>/<name>.json and its Markdown as <dir>/<name>.md; returns <dir>/<name>.
 * @param {string} dir @param {string} name @param {unknown} report @param {string} markdown
 */
export function writeResults(dir, name, report, markdown) {
  mkdirSync(dir, { recursive: true });
  const base = join(dir, name);
  writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${base}.md`, markdown);
  return base;
}
