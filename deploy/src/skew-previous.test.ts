import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { previousRelease, recordedCommits } from '../skew/previous.mjs';

/**
 * The skew suite's N-1 (docs/releasing.md, "Skew tests"): read from the releases recorded in the
 * tree, in a throwaway git repository with a few commits.
 */
const repos: string[] = [];
afterEach(() => repos.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function repo() {
  const dir = mkdtempSync(join(tmpdir(), 'skew-previous-'));
  repos.push(dir);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  git('init', '-q');
  let seconds = 1_800_000_000;
  /** A commit of `file` with `text`, one second after the last; returns its id. */
  const commit = (file: string, text: string) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
    git('add', '-A');
    const date = `${(seconds += 1)} +0000`;
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', file], {
      cwd: dir,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
    return git('rev-parse', 'HEAD');
  };
  const record = (deployable: string, version: string, commitId: string) =>
    commit(`releases/${deployable}/${version}/release.json`, JSON.stringify({ deployable, version, commit: commitId }));
  return { dir, commit, record };
}

describe('the previous release', () => {
  it('is the newest recorded commit whose tree is not the working tree', () => {
    const { dir, commit, record } = repo();
    const first = commit('gateway/a.txt', 'one');
    record('gateway', '1.0.0', first);
    const second = commit('gateway/a.txt', 'two');
    record('services/content', '1.0.0', second);
    expect(previousRelease(dir)).toEqual({ commit: second, releases: ['services/content@1.0.0'] });
  });

  it('passes over a release cut from the very tree checked out', () => {
    const { dir, commit, record } = repo();
    const first = commit('gateway/a.txt', 'one');
    record('gateway', '1.0.0', first);
    const head = commit('shell/b.txt', 'b');
    // A release recorded from the commit checked out (written, not committed yet) is not its own N-1.
    mkdirSync(join(dir, 'releases/shell/1.1.0'), { recursive: true });
    writeFileSync(join(dir, 'releases/shell/1.1.0/release.json'), JSON.stringify({ deployable: 'shell', version: '1.1.0', commit: head }));
    expect(recordedCommits(join(dir, 'releases')).get(head)).toEqual(['shell@1.1.0']);
    expect(previousRelease(dir)).toEqual({ commit: first, releases: ['gateway@1.0.0'] });
  });

  it('takes only 40-hex commit ids from the records', () => {
    const { dir, record } = repo();
    record('gateway', '1.0.0', '../../etc');
    expect(() => previousRelease(dir)).toThrow('releases/gateway/1.0.0/release.json: commit must be 40 hex digits');
  });

  it('says so when a recorded commit is not in the clone', () => {
    const { dir, record } = repo();
    record('gateway', '1.0.0', 'a'.repeat(40));
    expect(() => previousRelease(dir)).toThrow(/is not in this clone: fetch the full history/);
  });
});
