import { createHash } from 'node:crypto';

/**
 * The one inline <style> the site's components write: Radix's ScrollArea (inside Radix Themes'
 * Table and menus) hides the native scrollbars with this fixed rule. It carries nothing measured,
 * so the CSP allows exactly this text by its hash rather than any inline style. If a Radix upgrade
 * changes the text, the e2e CSP test reports the blocked style.
 */
export const RADIX_SCROLL_AREA_STYLE =
  '[data-radix-scroll-area-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}' +
  '[data-radix-scroll-area-viewport]::-webkit-scrollbar{display:none}';

export const RADIX_SCROLL_AREA_STYLE_HASH = `'sha256-${createHash('sha256').update(RADIX_SCROLL_AREA_STYLE).digest('base64')}'`;
