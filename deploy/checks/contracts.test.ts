import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_OPERATIONS } from '../../packages/contracts/src/operations/index.js';
import { checkContracts } from '../contracts/check.mjs';
import { DEPLOYABLES, versionOf } from '../contracts/deployables.mjs';
import { lastRelease } from '../contracts/releases.mjs';
import { currentContract } from '../contracts/snapshot.mjs';
import { REPO_ROOT, requireTools, TOOLS } from './render.js';

/**
 * The contract check on this tree (docs/contract-checks.md): every deployable's contract now
 * against its last release recorded under releases/. A failure names the deployable, the change
 * (operation or message and path, module and prop, or shared dependency) and why it fails.
 * The operation table is read from its sources, so an edit shows without a build.
 */
const RELEASES = join(REPO_ROOT, 'releases');

beforeAll(requireTools);

describe('the contracts', () => {
  it.each(DEPLOYABLES.map((deployable) => deployable.dir))('%s has a recorded release to be checked against', (dir) => {
    expect(lastRelease(RELEASES, dir)).toMatchObject({ deployable: dir, commit: expect.stringMatching(/^[0-9a-f]{40}$/) });
  });

  it('break nothing that their last releases published, unless a major version says so', { timeout: 120_000 }, () => {
    const checked = DEPLOYABLES.map((deployable) => ({
      dir: deployable.dir,
      kind: deployable.kind,
      version: versionOf(REPO_ROOT, deployable),
      files: currentContract(REPO_ROOT, deployable, ALL_OPERATIONS),
      released: lastRelease(RELEASES, deployable.dir),
    }));
    const { failures, allowed } = checkContracts(checked, { oasdiff: TOOLS.oasdiff });
    if (allowed.length > 0) console.log(`breaking changes released with a major version:\n${allowed.join('\n')}`);
    expect(failures).toEqual([]);
  });
});
