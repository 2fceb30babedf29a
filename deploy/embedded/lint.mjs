// @ts-check
import { lintCommand, run } from './checks.mjs';
import { unpackRemoteTypes } from './remote-types.mjs';

/**
 * `npm run lint [-- paths]`: ESLint over the repository (or the paths given), with its cache. Its
 * type-aware rules read the shell's remote modules from the remotes' published types, as the
 * typecheck does.
 */
const paths = process.argv.slice(2);
unpackRemoteTypes();
process.exit(await run(lintCommand(paths.length ? paths : undefined)));
