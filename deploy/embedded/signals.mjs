// @ts-check
import { say } from './config.mjs';

/**
 * Ctrl-C (or a SIGTERM) stops everything once, then ends the process; a second Ctrl-C while
 * stopping changes nothing, so no part is left half-stopped.
 * @param {() => Promise<unknown>} stop
 */
export function stopOnSignals(stop) {
  let stopping = false;
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      say('stop', 'stopping every process…');
      await stop();
      say('stop', 'done');
      process.exit(0);
    });
  }
}
