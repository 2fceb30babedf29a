// @ts-check
import { lintCommand, run } from './checks.mjs';

/** `npm run lint [-- paths]`: ESLint over the repository (or the paths given), with its cache. */
const paths = process.argv.slice(2);
process.exit(await run(lintCommand(paths.length ? paths : undefined)));
