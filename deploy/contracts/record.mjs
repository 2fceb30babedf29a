// @ts-check
/**
 * `npm run contracts:snapshot`: records the release of each deployable whose version has no
 * record yet under releases/ (its version, the commit it is cut from, and its contract as the
 * working tree has it); a recorded version is never rewritten. Run it when versions are bumped
 * for a release (docs/contract-checks.md). Reads the built gateway (`npm run build:server`,
 * which the script runs first).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ALL_OPERATIONS } from '@livefully/contracts';
import { DEPLOYABLES, versionOf } from './deployables.mjs';
import { recordRelease } from './releases.mjs';
import { currentContract } from './snapshot.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const releasesDir = join(root, 'releases');
const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim();
if (dirty) console.warn('contracts: the working tree has changes; the snapshot is of the tree, recorded against HEAD');

for (const deployable of DEPLOYABLES) {
  const version = versionOf(root, deployable);
  const where = join('releases', deployable.dir, version);
  if (existsSync(join(root, where))) {
    console.log(`contracts  ${deployable.dir} ${version}: already recorded`);
    continue;
  }
  await recordRelease(releasesDir, {
    deployable: deployable.dir,
    version,
    commit,
    files: currentContract(root, deployable, ALL_OPERATIONS),
  });
  console.log(`contracts  ${deployable.dir} ${version}: recorded in ${where} (commit ${commit.slice(0, 12)})`);
}
