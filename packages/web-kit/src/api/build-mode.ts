// The bundler writes the build's mode in place of `process.env.NODE_ENV`; the browser has no
// `process`, and the apps compile without Node's types, so it is declared here for this use only.
declare const process: { env: { NODE_ENV?: string } };

/** A development build (or a test): answers are checked against their schemas. */
export function isDevelopmentBuild(): boolean {
  return process.env.NODE_ENV !== 'production';
}
