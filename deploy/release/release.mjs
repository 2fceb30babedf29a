// @ts-check
// `npm run release` (docs/releasing.md): turns the pending changesets into versions and
// changelog entries (`changeset version`), brings the lock file's workspace versions along, and
// writes each image's tag in the compose files and the Kubernetes overlay, then records each new
// version's contract under releases/.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { writeImageTags } from './image-tags.mjs';

const ROOT = join(import.meta.dirname, '..', '..');

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', ['changeset', 'version']);
// Only package-lock.json: the workspaces' versions in it; nothing is downloaded or built.
run('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund']);
const changed = writeImageTags(ROOT);
console.log(changed.length ? `image tags written in ${changed.join(', ')}` : 'image tags already match the versions');
// Each new version's contract, recorded under releases/ for the contract diff (docs/contract-checks.md).
run('npm', ['run', 'contracts:snapshot']);
