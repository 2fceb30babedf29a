import { useEffect, useRef } from 'react';
import { useConsent } from '../../lib/consent/consent-context';
import type { AnalyticsReporter } from './analytics-reporter';
import { revokeGa4Consent } from './ga4-reporter';
import { useAnalyticsReporter } from './use-analytics-reporter';

/**
 * Reports the page's path (an island: once per document on a public page, on every route change
 * in the application rendered in the browser). A reporter that arrives later (consent given on this
 * page) reports the current page once; the same path is never reported twice in a row by the
 * same reporter, which also keeps StrictMode's second effect run from counting double.
 */
export function PageViewTracker({ pathname }: { pathname: string }) {
  const reporter = useAnalyticsReporter();
  const { analyticsAllowed } = useConsent();
  const last = useRef<{ reporter: AnalyticsReporter; path: string } | null>(null);

  useEffect(() => {
    if (last.current?.reporter === reporter && last.current.path === pathname) return;
    const report = () => {
      last.current = { reporter, path: pathname };
      reporter.pageView(pathname);
    };
    // A page the browser prerendered on a reader's intent (Speculation Rules) is viewed only if
    // the reader goes to it: counted then.
    if (!(document as Document & { prerendering?: boolean }).prerendering) return report();
    document.addEventListener('prerenderingchange', report, { once: true });
    return () => document.removeEventListener('prerenderingchange', report);
  }, [reporter, pathname]);

  useEffect(() => {
    if (!analyticsAllowed) revokeGa4Consent();
  }, [analyticsAllowed]);

  return null;
}
