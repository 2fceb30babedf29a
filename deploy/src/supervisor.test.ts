import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asInstance, startProcess } from '../embedded/processes.mjs';
import { supervise, writePidFile, type Instance } from '../embedded/supervisor.mjs';

/**
 * The runner's supervisor against real child processes: a `kill -9` is reported and
 * healed, the pid file follows the new process, the wait backs off while the part keeps
 * dying, and nothing comes back once stop() was called.
 */
const DATA_DIR = resolve(import.meta.dirname, '..', '..', '.data', 'test-runner', 'supervisor');
const SCRIPT = join(DATA_DIR, 'child.mjs');

beforeAll(() => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(SCRIPT, "console.log('child ready'); setInterval(() => {}, 1_000);\n");
});

afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));

/** A supervised Node child, with the events it printed and a count of its starts. */
async function superviseChild(name: string, options: { restartDelayMs?: number; maxRestartDelayMs?: number; stableAfterMs?: number } = {}) {
  const events: string[] = [];
  let starts = 0;
  const pidFile = join(DATA_DIR, `${name}.pid`);
  const part = await supervise({
    name,
    pidFile,
    onEvent: (_part, message) => events.push(message),
    start: async () => {
      starts += 1;
      return asInstance(await startProcess({ name, script: SCRIPT, env: {}, ready: /child ready/, logDir: DATA_DIR, cwd: DATA_DIR }));
    },
    ...options,
  });
  return { part, events, pidFile, starts: () => starts, pidInFile: () => Number(readFileSync(pidFile, 'utf8').trim()) };
}

async function until(what: string, condition: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Never signal pid 0 (the whole process group) because a pid file was empty. */
function kill9(pid: number | undefined) {
  if (!pid || pid <= 0) throw new Error(`no pid to kill: ${pid}`);
  process.kill(pid, 'SIGKILL');
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('supervise', () => {
  it('starts a child killed with SIGKILL again, with a doubling wait, and keeps its pid file current', async () => {
    const child = await superviseChild('backoff', { restartDelayMs: 100, maxRestartDelayMs: 400, stableAfterMs: 60_000 });
    try {
      const pids = [child.pidInFile()];
      expect(child.part.pid()).toBe(pids[0]);
      for (let round = 1; round <= 4; round += 1) {
        kill9(pids.at(-1));
        await until(`restart ${round}`, () => child.events.filter((e) => e === 'ready again').length === round);
        pids.push(child.pidInFile());
        expect(child.part.pid()).toBe(pids.at(-1));
        expect(isAlive(pids.at(-1)!)).toBe(true);
      }
      expect(new Set(pids).size).toBe(5);
      expect(child.events.filter((e) => e.startsWith('exited'))).toEqual([
        'exited (signal SIGKILL); starting it again in 0.1s',
        'exited (signal SIGKILL); starting it again in 0.2s',
        'exited (signal SIGKILL); starting it again in 0.4s',
        'exited (signal SIGKILL); starting it again in 0.4s',
      ]);
    } finally {
      await child.part.stop();
    }
  });

  it('waits the first delay again once the part stayed up for a while', async () => {
    const child = await superviseChild('stable', { restartDelayMs: 100, maxRestartDelayMs: 1_600, stableAfterMs: 300 });
    try {
      kill9(child.pidInFile());
      await until('the first restart', () => child.events.includes('ready again'));
      await new Promise((resolve) => setTimeout(resolve, 400));
      kill9(child.pidInFile());
      await until('the second restart', () => child.events.filter((e) => e === 'ready again').length === 2);
      expect(child.events.filter((e) => e.startsWith('exited'))).toEqual([
        'exited (signal SIGKILL); starting it again in 0.1s',
        'exited (signal SIGKILL); starting it again in 0.1s',
      ]);
    } finally {
      await child.part.stop();
    }
  });

  it('stops the child and starts nothing afterwards, even with a restart pending', async () => {
    const child = await superviseChild('stopped', { restartDelayMs: 200 });
    const first = child.pidInFile();
    kill9(first);
    await until('the exit to be noticed', () => child.events.some((e) => e.startsWith('exited')));
    await child.part.stop();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(child.starts()).toBe(1);
    expect(child.events).toEqual(['exited (signal SIGKILL); starting it again in 0.2s']);
    expect(child.part.pid()).toBeUndefined();

    const running = await superviseChild('stopped-running', { restartDelayMs: 100 });
    const pid = running.pidInFile();
    await running.part.stop();
    expect(isAlive(pid)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(running.starts()).toBe(1);
    expect(running.events).toEqual([]);
  });

  it('keeps trying, backing off, while the part cannot start', async () => {
    const events: string[] = [];
    let attempts = 0;
    let exit!: (how: string) => void;
    const instance = (): Instance => ({ pid: 4242 + attempts, exited: new Promise((resolve) => (exit = resolve)), stop: async () => {} });
    const part = await supervise({
      name: 'flaky',
      restartDelayMs: 100,
      maxRestartDelayMs: 400,
      onEvent: (_part, message) => events.push(message),
      start: async () => {
        attempts += 1;
        if (attempts >= 2 && attempts <= 4) throw new Error(`port taken\nmore detail on the next line`);
        return instance();
      },
    });
    exit('code 1');
    await until('a start that works', () => events.includes('ready again'));
    await part.stop();
    expect(events).toEqual([
      'exited (code 1); starting it again in 0.1s',
      'could not start again: port taken; starting it again in 0.2s',
      'could not start again: port taken; starting it again in 0.4s',
      'could not start again: port taken; starting it again in 0.4s',
      'ready again',
    ]);
    expect(part.pid()).toBe(4242 + 5);
    expect(existsSync(join(DATA_DIR, 'flaky.pid'))).toBe(false);
  });
});

describe('writePidFile', () => {
  it('replaces the file in one step, and names nothing once the run folder is gone (a stack stopping)', () => {
    const dir = join(DATA_DIR, 'pid-files');
    mkdirSync(dir, { recursive: true });
    writePidFile(join(dir, 'part.pid'), 4242);
    expect(readFileSync(join(dir, 'part.pid'), 'utf8')).toBe('4242\n');
    rmSync(dir, { recursive: true, force: true });
    expect(() => writePidFile(join(dir, 'part.pid'), 4343)).not.toThrow();
    expect(existsSync(dir)).toBe(false);
  });
});
