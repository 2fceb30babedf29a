import { afterFirstContentfulPaint, unseen } from './after-first-paint';

/**
 * The faces' stylesheet, which the page names without fetching it (`link[data-font-faces]`,
 * web-kit's font-faces-plugin.mjs), is fetched once the page has painted and loaded
 * (docs/typography.md): until then its text shows in the faces' sized fallbacks, and neither the
 * stylesheet nor the fonts compete with what the first paint and the page's scripts need. The
 * faces swap in without moving a line. Run by the first script of a public page (early.ts) and by
 * the application (bootstrap.tsx).
 */
export function loadFacesAfterPaint(document: Document): void {
  const sheet = document.querySelector<HTMLLinkElement>('link[data-font-faces][data-href]:not([href])');
  if (!sheet) return;
  const load = () => {
    sheet.href = sheet.dataset.href!;
  };
  // A page nobody sees yet (prerendered) shows its faces from the start.
  if (unseen(document)) return load();
  afterLoadEvent(document, () => afterFirstContentfulPaint(load));
}

function afterLoadEvent(document: Document, then: () => void): void {
  if (document.readyState === 'complete') then();
  else document.defaultView?.addEventListener('load', then, { once: true });
}
