export const SITE_NAME = 'Live Fully';

/** SPEC §1: every page title reads '{title} | {site name}'. */
export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}
