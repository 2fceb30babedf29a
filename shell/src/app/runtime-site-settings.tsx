import { DEFAULT_SITE_SETTINGS, SiteSettingsProvider, type SiteSettings } from '@livefully/web-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { getRuntimeConfig } from '../config/runtime-config';

/**
 * Fills web-kit's site settings from /remotes.json, so that the shell and every remote read the
 * site name, social pages and analytics id of this deployment. Until it arrives (or if it never
 * does) the defaults hold.
 */
export function RuntimeSiteSettings({ initial = DEFAULT_SITE_SETTINGS, children }: { initial?: SiteSettings; children: ReactNode }) {
  const [settings, setSettings] = useState<SiteSettings>(initial);
  useEffect(() => {
    let current = true;
    getRuntimeConfig()
      .then(({ siteName, socialLinks, gaMeasurementId }) => {
        if (current) setSettings({ ...initial, siteName, socialLinks, ...(gaMeasurementId ? { gaMeasurementId } : {}) });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [initial]);
  return <SiteSettingsProvider value={settings}>{children}</SiteSettingsProvider>;
}
