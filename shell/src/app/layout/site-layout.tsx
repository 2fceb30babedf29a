import { Island, NavigateContext, Toaster, type Navigate } from '@livefully/web-kit';
import { Outlet, useLocation, useNavigate } from '@livefully/web-kit/router';
import { useCallback, type ReactNode } from 'react';
import { PageViewTracker } from '../../features/analytics/page-view-tracker';
import { ConsentBanner } from '../../features/consent/consent-banner';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from '../../components/layout/scroll-to-top';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link';
import '../../components/layout/site-layout.css';

/** Where the application rendered in the browser (the admin area) is, its parts go by its router. */
function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const go = useCallback<Navigate>((to, options) => void navigate(to, options), [navigate]);
  return <NavigateContext value={go}>{children}</NavigateContext>;
}

/**
 * Every page's frame. On a public page the server renders it and only its islands come alive in
 * the browser (the menu button, the search, the auth control, the appearance switch, the cookie
 * settings, the consent banner, the toasts and the page-view count).
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  return (
    <RouterNavigation>
      <div className="site">
        <SkipLink />
        <ScrollToTop />
        <Island name="shell/PageView" component={PageViewTracker} props={{ pathname }} />
        <Header />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
          <Outlet />
        </main>
        <Footer />
      </div>
      {/* After the page, not in its column: a banner that appears after load adds to the foot of a
          short page instead of shrinking its main area, so nothing above it moves. */}
      <Island name="shell/ConsentBanner" component={ConsentBanner} props={{}} />
      <Island name="shell/Toaster" component={Toaster} props={{}} />
    </RouterNavigation>
  );
}
