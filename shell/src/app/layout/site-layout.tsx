import { Toaster } from '@livefully/web-kit';
import { Outlet } from '@livefully/web-kit/router';
import { PageViewTracker } from '../../features/analytics/page-view-tracker';
import { ConsentBanner } from '../../features/consent/consent-banner';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from '../../components/layout/scroll-to-top';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/skip-link';
import '../../components/layout/site-layout.css';

export function SiteLayout() {
  return (
    <>
      <div className="site">
        <SkipLink />
        <ScrollToTop />
        <PageViewTracker />
        <Header />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
          <Outlet />
        </main>
        <Footer />
      </div>
      {/* After the page, not in its column: a banner that appears after load adds to the foot of a
          short page instead of shrinking its main area, so nothing above it moves. */}
      <ConsentBanner />
      {/* Inside the router, so a toast may hold a link. */}
      <Toaster />
    </>
  );
}
