/**
 * The react-router every app uses, shared as one Module Federation singleton
 * (`@livefully/web-kit/router`) instead of the library itself. A shared module is provided
 * whole, since another app may use any of its exports: sharing `react-router` shipped all of it
 * (61 KB gzipped) on every page, this module only what it names, so the rest is tree-shaken.
 *
 * It holds the router the site runs (data routers, `RouterProvider`, the components and hooks)
 * and the rest of the client-side API a remote may plausibly need: the declarative routers
 * (`BrowserRouter`, `MemoryRouter`, `StaticRouter`...), every component and hook, and the path
 * helpers (`matchPath`, `generatePath`, `createSearchParams`...). Left out:
 * - server rendering's data router (`createStaticHandler`, `createStaticRouter`,
 *   `StaticRouterProvider`, 3.3 KB gzipped): only the shell's renderer uses it, through
 *   `@livefully/web-kit/router/server`, which is not shared and so never reaches a browser;
 * - `ScrollRestoration` (1 KB): the shell restores scroll itself (`ScrollToTop`);
 * - framework mode (`Meta`, `Links`, `Scripts`, `ServerRouter`, `createRequestHandler`, cookies
 *   and sessions, React Server Components, `createRoutesStub`) and the `UNSAFE_`/`unstable_`
 *   internals: the site does not use React Router as a framework.
 *
 * Exports are additive: a remote that needs another one adds it here, and the shell must be
 * deployed with it before the remote relies on it (the remote runs with the shell's copy).
 * Types are all re-exported; `import type` from 'react-router' is fine too.
 */
export type * from 'react-router';
export {
  Await,
  BrowserRouter,
  createBrowserRouter,
  createHashRouter,
  createMemoryRouter,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  data,
  Form,
  generatePath,
  HashRouter,
  IDLE_BLOCKER,
  IDLE_FETCHER,
  IDLE_NAVIGATION,
  isRouteErrorResponse,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavigationType,
  NavLink,
  Outlet,
  parsePath,
  redirect,
  redirectDocument,
  renderMatches,
  replace,
  resolvePath,
  Route,
  Router,
  RouterProvider,
  Routes,
  StaticRouter,
  useActionData,
  useAsyncError,
  useAsyncValue,
  useBeforeUnload,
  useBlocker,
  useFetcher,
  useFetchers,
  useFormAction,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLoaderData,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useRoutes,
  useSearchParams,
  useSubmit,
  useViewTransitionState,
} from 'react-router';
