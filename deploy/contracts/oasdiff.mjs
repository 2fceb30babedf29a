// @ts-check
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The breaking changes oasdiff finds from one OpenAPI document to the next, each as
 * `<METHOD> <path>: <what>` (its errors: the changes that break a caller; warnings and notes are
 * not failures). `bin` is the oasdiff binary (deploy/checks/tools.mjs builds it).
 * @param {string} bin
 * @param {unknown} base
 * @param {unknown} revision
 * @returns {string[]}
 */
export function breakingChanges(bin, base, revision) {
  const dir = mkdtempSync(join(tmpdir(), 'oasdiff-'));
  try {
    writeFileSync(join(dir, 'base.json'), JSON.stringify(base));
    writeFileSync(join(dir, 'revision.json'), JSON.stringify(revision));
    const run = spawnSync(bin, ['breaking', 'base.json', 'revision.json', '--format', 'json', '--fail-on', 'ERR'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    // With --fail-on ERR, 1 says it found breaking changes; anything else is oasdiff failing.
    if (run.error || (run.status !== 0 && run.status !== 1)) {
      throw new Error(`oasdiff failed (${run.error?.message ?? `status ${run.status}`}): ${run.stderr}`);
    }
    /** @type {{ id: string, text: string, level: number, operation?: string, path?: string }[]} */
    const changes = JSON.parse(run.stdout || '[]') ?? [];
    // Levels: 1 info, 2 warning, 3 error (breaking).
    return changes
      .filter((change) => change.level >= 3)
      .map((change) => `${change.operation ?? ''} ${change.path ?? ''}: ${change.text} [${change.id}]`.trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
