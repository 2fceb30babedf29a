// @ts-check
/**
 * The bench harness without a stack: `node --test bench/harness.test.mjs`. How a run reads its
 * counts, prints its command, undoes what it started and writes its results.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { bounded, cleanupSteps, commandLine, loadedMachine, writeResults } from './harness.mjs';

describe('bounded', () => {
  it('takes a whole number in range and refuses anything else', () => {
    assert.equal(bounded('10', 1, 60), 10);
    for (const value of ['0', '61', '2.5', 'ten', undefined]) assert.throws(() => bounded(value, 1, 60), /expected an integer in 1\.\.60/);
  });
});

describe('commandLine', () => {
  it('leaves out the options left at their defaults', () => {
    assert.equal(commandLine(['node bench/api/run.mjs', '--duration 10', '', '--out x']), 'node bench/api/run.mjs --duration 10 --out x');
  });
});

describe('loadedMachine', () => {
  it('gives the load at the start only when the bench took it', () => {
    assert.deepEqual(Object.keys(loadedMachine({ note: 'n' })), ['node', 'nproc', 'cpuModel', 'memoryGiB', 'loadAverageAtEnd', 'note']);
    assert.deepEqual(loadedMachine({ note: 'n', loadAverageAtStart: [1, 2, 3] }).loadAverageAtStart, [1, 2, 3]);
  });
});

describe('cleanupSteps', () => {
  it('undoes newest first, once, and goes on past a step that fails', async () => {
    const { steps, run } = cleanupSteps();
    /** @type {string[]} */
    const done = [];
    steps.push(async () => done.push('stack'));
    steps.push(async () => {
      throw new Error('client already closed');
    });
    steps.push(async () => done.push('browser'));
    await run();
    await run();
    assert.deepEqual(done, ['browser', 'stack']);
  });
});

describe('guardRun', () => {
  it('on SIGTERM runs the cleanup and exits 130', () => {
    // A child that guards itself, then signals itself: what it printed and its exit code tell.
    const script = `
      import { guardRun } from ${JSON.stringify(new URL('./harness.mjs', import.meta.url).href)};
      guardRun({ tag: 't', maxMs: 60_000, cleanup: async () => console.log('cleaned') });
      setInterval(() => {}, 1000);
      process.kill(process.pid, 'SIGTERM');
    `;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    assert.equal(child.status, 130);
    assert.match(child.stdout, /cleaned/);
    assert.match(child.stderr, /\[t\] SIGTERM: stopping/);
  });

  it('past maxMs runs the cleanup and exits 2', () => {
    const script = `
      import { guardRun } from ${JSON.stringify(new URL('./harness.mjs', import.meta.url).href)};
      guardRun({ tag: 't', maxMs: 50, cleanup: async () => console.log('cleaned') });
      setInterval(() => {}, 1000);
    `;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    assert.equal(child.status, 2);
    assert.match(child.stdout, /cleaned/);
    assert.match(child.stderr, /\[t\] still running after 0\.05 s: stopping/);
  });
});

describe('writeResults', () => {
  it('writes the report as JSON and its Markdown beside it, making the folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-harness-'));
    try {
      const base = writeResults(join(dir, 'results'), 'api-2026-01-01', { command: 'x' }, '# API\n');
      assert.equal(base, join(dir, 'results', 'api-2026-01-01'));
      assert.equal(readFileSync(`${base}.json`, 'utf8'), '{\n  "command": "x"\n}\n');
      assert.equal(readFileSync(`${base}.md`, 'utf8'), '# API\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
