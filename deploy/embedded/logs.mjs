// @ts-check
import { mkdirSync } from 'node:fs';
import { once } from 'node:events';
import { createStream } from 'rotating-file-stream';

export const LOG_MAX_SIZE = '10M';
export const LOG_MAX_FILES = 5;

/** A size as LOG_MAX_SIZE takes it: bytes, or a whole number of K, M or G (1024-based). */
export const LOG_SIZE_PATTERN = /^([1-9]\d*)([KMG]?)$/i;

/**
 * A part's log, `<dir>/<name>.log`, rotated like logrotate once it reaches `maxSize`:
 * the full file becomes `<name>.log.1`, the older ones move up, and only `maxFiles`
 * rotated files are kept. rotating-file-stream does the rotation; its classical mode
 * needs no history file next to the logs.
 * @param {{ dir: string, name: string, maxSize?: string | number, maxFiles?: number, onError?: (error: Error) => void }} options
 */
export function openRotatingLog({ dir, name, maxSize = LOG_MAX_SIZE, maxFiles = LOG_MAX_FILES, onError = () => {} }) {
  mkdirSync(dir, { recursive: true });
  const stream = createStream(`${name}.log`, { path: dir, size: rfsSize(maxSize), rotate: maxFiles });
  // An unhandled 'error' would take the whole runner down for the sake of one log file.
  stream.on('error', onError);
  return stream;
}

/**
 * Ends a log and waits until what was written is on disk.
 * @param {import('node:stream').Writable} log
 */
export async function closeLog(log) {
  if (log.writableFinished || log.destroyed) return;
  const finished = once(log, 'finish').catch(() => {});
  log.end();
  await finished;
}

/**
 * The size in the form rotating-file-stream wants (`300B`, `10M`).
 * @param {string | number} size
 */
export function rfsSize(size) {
  const match = LOG_SIZE_PATTERN.exec(String(size).trim());
  if (!match) throw new Error(`not a log size: ${size} (want e.g. 10M, 512K, 1G or a number of bytes)`);
  return `${match[1]}${(match[2] || 'B').toUpperCase()}`;
}
