/**
 * The widgets' stylesheet, where the application runs: nothing to do, the shell's stylesheet has
 * their rules. An islands build (rspack/create-islands-config.mjs) takes
 * `widget-stylesheet.islands.ts` in its place.
 */
export {};
