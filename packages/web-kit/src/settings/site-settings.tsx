import { useContext, type ReactNode } from 'react';
import { sharedContext } from '../islands/shared-context';
import { DEFAULT_SHARE_IMAGE, SITE_NAME } from '../head/site';

/** Site-wide settings the shell reads at run time (from /remotes.json) and shares with every remote. */
export interface SiteSettings {
  siteName: string;
  /** The site's pages on social networks (`network` one of contracts' SOCIAL_NETWORKS), in the footer's order; none by default. */
  socialLinks: readonly { network: string; url: string }[];
  /** GA4 measurement id; absent, no analytics is ever loaded. */
  gaMeasurementId?: string;
  /** The 1200x630 share image used when a page names none of its own. */
  shareImage: string;
  /**
   * The site's public origin (https://example.org), for canonical and share URLs; a page
   * rendered on the server has no window to ask. The page's own origin when absent.
   */
  publicOrigin?: string;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = Object.freeze({
  siteName: SITE_NAME,
  socialLinks: [],
  shareImage: DEFAULT_SHARE_IMAGE,
});

const SiteSettingsContext = sharedContext<SiteSettings>('livefully.site-settings', DEFAULT_SITE_SETTINGS);

export function SiteSettingsProvider({ value, children }: { value: SiteSettings; children: ReactNode }) {
  return <SiteSettingsContext value={value}>{children}</SiteSettingsContext>;
}

/** Outside a provider (a remote's own tests, a remote run on its own) this gives the defaults. */
export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext);
}
