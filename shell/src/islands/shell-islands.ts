import { Toaster } from '@livefully/web-kit';
import type { ComponentType } from 'react';
import { MenuToggle } from '../app/layout/menu-toggle';
import { HeaderSearch } from '../components/layout/header-search';
import { AdminNavLink } from '../components/layout/main-nav';
import { PageViewTracker } from '../features/analytics/page-view-tracker';
import { AuthControl } from '../features/auth/auth-control';

type Component = ComponentType<never>;
const here = (component: Component) => () => Promise.resolve(component);

/**
 * The shell's islands, by the names its layout renders them with (`<Island name="shell/…">`).
 * The header's, the toasts' and the page view's are on every page at its top, so they come with
 * the runtime (no second request before the header is alive); the consent banner and the
 * footer's switches load as chunks of their own when their island asks. What is heavy in the
 * header's (the avatar menu, the account chooser, Firebase) still loads on first use.
 */
export const SHELL_ISLANDS: Readonly<Record<string, () => Promise<Component>>> = {
  'shell/MenuToggle': here(MenuToggle),
  'shell/HeaderSearch': here(HeaderSearch),
  'shell/AdminNavLink': here(AdminNavLink),
  'shell/AuthControl': here(AuthControl),
  'shell/Toaster': here(Toaster),
  'shell/PageView': here(PageViewTracker),
  'shell/ConsentBanner': () =>
    import(/* webpackChunkName: "consent-banner" */ '../features/consent/consent-banner').then((module) => module.ConsentBanner),
  'shell/AppearanceSwitch': () =>
    import(/* webpackChunkName: "footer-islands" */ './footer-islands').then((module) => module.AppearanceSwitch),
  'shell/CookieSettings': () =>
    import(/* webpackChunkName: "footer-islands" */ './footer-islands').then((module) => module.CookieSettingsButton),
};
