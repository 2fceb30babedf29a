import { afterFirstContentfulPaint, unseen } from './after-first-paint';
import { ISLANDS_DATA_ID } from './page-data';

/**
 * The island runtime is loaded after the page's first paint (docs/server-rendering.md, "First
 * paint first"): the reader sees the page as soon as its HTML and inline CSS are in, and no
 * script competes with them for the network or the main thread before that. Presses made in
 * between are held by early-actions.ts and replayed, so nothing a reader does is lost.
 *
 * The renderer names the runtime and every module the page's islands need (`#islands`:
 * `runtime`, `modules`); they are all asked for at once, so no module waits for the one that
 * imports it, with the stylesheets the page names for later (`data-href`).
 */
export function loadRuntimeAfterFirstPaint(
  document: Document,
  importModule: (url: string) => Promise<unknown> = (url) => import(/* webpackIgnore: true */ url),
): void {
  const text = document.getElementById(ISLANDS_DATA_ID)?.textContent;
  const data = text ? (JSON.parse(text) as { runtime?: unknown; modules?: unknown }) : {};
  if (typeof data.runtime !== 'string') return;
  const runtime = data.runtime;
  const modules = Array.isArray(data.modules) ? data.modules.filter((href): href is string => typeof href === 'string') : [];
  const load = () => {
    // The widgets' rules, named for later (data-href): fetched now, applied by the widget that needs them.
    for (const sheet of document.querySelectorAll<HTMLLinkElement>('link[data-radix-widgets][data-href]:not([href])'))
      sheet.href = sheet.dataset.href!;
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    void importModule(runtime);
  };
  // A document nobody sees (prerendered, a background tab) has no paint to wait for: its islands
  // come alive now, so a prerendered page is alive the moment it is shown.
  if (unseen(document)) return load();
  afterFirstContentfulPaint(load);
}
