import type { FirebaseSettings } from '@livefully/contracts/runtime-config';
import type { SiteSettings } from '@livefully/web-kit';

/** The element id of the page's island data: what the renderer wrote for the island runtime. */
export const ISLANDS_DATA_ID = 'islands';

/**
 * What a rendered page tells its island runtime (shell/server/document.mjs writes it): where each
 * remote island's module is (exactly the build the page was rendered with), the site settings
 * the page was rendered with, and sign-in's settings, so no island asks /remotes.json again.
 */
export interface IslandPageData {
  /** `mf_content/Share` → the URL of its module. */
  sources: Record<string, string>;
  settings: SiteSettings;
  firebase?: FirebaseSettings;
}

export function readIslandPageData(document: Document): IslandPageData {
  const text = document.getElementById(ISLANDS_DATA_ID)?.textContent;
  const data = text ? (JSON.parse(text) as Partial<IslandPageData>) : {};
  return {
    sources: data.sources ?? {},
    settings: data.settings as SiteSettings,
    ...(data.firebase ? { firebase: data.firebase } : {}),
  };
}
