// @ts-check
import { run, TYPECHECK_PROJECTS, typecheckCommand } from './checks.mjs';
import { unpackRemoteTypes } from './remote-types.mjs';

/**
 * `npm run typecheck`: every TypeScript project, one after the other (each tsc takes a core and
 * most of its time loading the same libraries), going on past a failing one so that one run
 * names every project with an error. The shell is checked against the types the remotes publish,
 * unpacked first (remote-types.mjs; it builds a remote whose build is missing or out of date).
 */
const failed = [];
try {
  unpackRemoteTypes();
} catch (error) {
  console.error(`typecheck: the remotes' types: ${error instanceof Error ? error.message : String(error)}`);
  failed.push('remote types');
}
for (const project of TYPECHECK_PROJECTS) {
  const started = Date.now();
  const status = await run(typecheckCommand(project));
  console.log(`typecheck ${project}: ${status === 0 ? 'ok' : 'failed'} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  if (status !== 0) failed.push(project);
}
if (failed.length) {
  console.error(`typecheck: errors in ${failed.join(', ')}`);
  process.exit(1);
}
