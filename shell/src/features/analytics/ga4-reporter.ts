import type { AnalyticsReporter } from './analytics-reporter';

export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

function injectScript(src: string): void {
  if ([...document.scripts].some((script) => script.src === src)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

function installGtag(): Gtag {
  window.dataLayer ??= [];
  window.gtag ??= function gtag() {
    // gtag.js only understands Arguments objects in the data layer, not arrays.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  return window.gtag;
}

const configured = new Set<string>();

/**
 * GA4 through gtag.js. Nothing is loaded until the first page view, which the shell only sends
 * once the visitor has accepted analytics; page views are sent by hand (send_page_view: false)
 * because the site routes in the browser.
 */
export function createGa4Reporter(measurementId: string, loadScript: (src: string) => void = injectScript): AnalyticsReporter {
  const ensureConfigured = (): Gtag => {
    const gtag = installGtag();
    if (!configured.has(measurementId)) {
      configured.add(measurementId);
      gtag('consent', 'default', {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      });
      gtag('js', new Date());
      gtag('config', measurementId, { send_page_view: false });
      loadScript(`${GTAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`);
    }
    return gtag;
  };
  return {
    pageView(path) {
      ensureConfigured()('event', 'page_view', {
        send_to: measurementId,
        page_path: path,
        page_location: new URL(path, window.location.origin).href,
      });
    },
  };
}

/** After a withdrawn consent: gtag.js, if it was loaded, stops storing and sending. */
export function revokeGa4Consent(): void {
  if (configured.size === 0) return;
  window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
  clearAnalyticsCookies();
}

/** GA4 sets _ga and _ga_<id> on the widest domain it can; expire them on every level of ours. */
function clearAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name === '_ga' || name.startsWith('_ga_'));
  const labels = window.location.hostname.split('.');
  const domains = labels.map((_, i) => labels.slice(i).join('.')).filter((domain) => domain.includes('.'));
  for (const name of names) {
    document.cookie = `${name}=; Max-Age=0; path=/`;
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/; domain=.${domain}`;
  }
}

/** For tests: forget which ids were configured. */
export function resetGa4ForTests(): void {
  configured.clear();
}
