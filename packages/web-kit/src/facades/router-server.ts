/**
 * Server rendering's data router (`@livefully/web-kit/router/server`), for the shell's renderer
 * only. It is not a shared module, so these exports stay out of every browser bundle (3.3 KB
 * gzipped). In the shell's server build it is the same react-router module that the shared
 * `@livefully/web-kit/router` re-exports, so the router context `StaticRouterProvider` provides
 * is the one the remotes' links and hooks read.
 */
export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
