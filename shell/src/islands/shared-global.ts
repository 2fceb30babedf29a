/** The global the runtime shares React through; web-kit's rspack/create-islands-config.mjs names the same. */
export const SHARED_GLOBAL = '__livefully_shared__';
