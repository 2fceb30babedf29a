import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeLog, openRotatingLog, rfsSize } from '../embedded/logs.mjs';
import { startProcess } from '../embedded/processes.mjs';

/**
 * The runner's part logs: a real process writes through the rotating log well past its
 * size limit, and only the configured number of rotated files stays on disk.
 */
const DATA_DIR = resolve(import.meta.dirname, '..', '..', '.data', 'test-runner', 'logs');
const SCRIPT = join(DATA_DIR, 'noisy.mjs');
const LINE = 'x'.repeat(99);

beforeAll(() => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  // 400 lines of 100 bytes: 40 KB through a log that rotates at 2 KB.
  writeFileSync(
    SCRIPT,
    `console.error('stderr goes to the same log');\nfor (let i = 0; i < 400; i++) console.log(String(i).padStart(4, '0') + ' ${LINE.slice(5)}');\nconsole.log('done');\n`,
  );
});

afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

describe('openRotatingLog', () => {
  it('keeps at most maxFiles rotated files of about maxSize each while a process writes more', async () => {
    const dir = join(DATA_DIR, 'logs');
    const log = openRotatingLog({ dir, name: 'noisy', maxSize: '2K', maxFiles: 3 });
    const running = await startProcess({ name: 'noisy', script: SCRIPT, env: {}, ready: /^0000 /, logDir: dir, log, cwd: DATA_DIR });
    if (running.child.exitCode === null) await once(running.child, 'close');
    await closeLog(log);

    const files = readdirSync(dir).sort();
    expect(files).toEqual(['noisy.log', 'noisy.log.1', 'noisy.log.2', 'noisy.log.3']);
    for (const file of files) expect(statSync(join(dir, file)).size).toBeLessThanOrEqual(2048 + 200);
    // The newest lines are in the current file and .1, in order; the oldest were dropped.
    const newest = ['noisy.log.3', 'noisy.log.2', 'noisy.log.1', 'noisy.log']
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .join('')
      .replace(/^stderr goes to the same log\n/m, '');
    expect(newest).toMatch(/\n0398 x+\n0399 x+\ndone\n$/);
    expect(newest).not.toMatch(/^0000 /m);
  });

  it('counts what an earlier run left in the file (a restarted runner appends to it)', async () => {
    const dir = join(DATA_DIR, 'reopened');
    for (const round of [1, 2]) {
      // 600 bytes a round: only the two together pass the 1000-byte limit.
      const log = openRotatingLog({ dir, name: 'part', maxSize: 1_000, maxFiles: 2 });
      for (let i = 0; i < 6; i += 1) log.write(`${round}:${i} ${LINE.slice(4)}\n`);
      await closeLog(log);
    }
    expect(readdirSync(dir).sort()).toEqual(['part.log', 'part.log.1']);
    expect(readFileSync(join(dir, 'part.log.1'), 'utf8')).toMatch(/^1:0 /);
  });
});

describe('rfsSize', () => {
  it('reads the sizes LOG_MAX_SIZE accepts', () => {
    expect(rfsSize('10M')).toBe('10M');
    expect(rfsSize('512k')).toBe('512K');
    expect(rfsSize('1G')).toBe('1G');
    expect(rfsSize('300')).toBe('300B');
    expect(rfsSize(4096)).toBe('4096B');
  });

  it('refuses anything else', () => {
    for (const bad of ['', '0', '10MB', '1.5M', '-1K', '10X']) expect(() => rfsSize(bad)).toThrow(/not a log size/);
  });
});
