// @ts-check
/**
 * Installed before any script of every document of the tab: the Event Timing API's entries
 * (PerformanceObserver type 'event', durationThreshold 16 ms, buffered) of every interaction,
 * kept in the tab's sessionStorage so they survive the navigations of a session (the entries of
 * a document are saved again on `pagehide`, with whatever the observer still held). Each entry
 * names its document (a random id per document), since interactionIds count per document.
 * Also keeps the document's last LCP candidate in `window.__benchLcp`.
 */
/* global window, sessionStorage, PerformanceObserver, location */
export const EVENT_TIMING_SCRIPT = `(() => {
  const KEY = '__benchEvents';
  const doc = Math.random().toString(36).slice(2);
  const path = () => location.pathname + location.search;
  const save = (entries) => {
    const kept = entries.filter((e) => e.interactionId);
    if (!kept.length) return;
    let list = [];
    try { list = JSON.parse(sessionStorage.getItem(KEY) || '[]'); } catch {}
    for (const e of kept)
      list.push({ doc, path: path(), id: e.interactionId, name: e.name, durationMs: e.duration, startMs: e.startTime,
        inputDelayMs: e.processingStart - e.startTime, processingMs: e.processingEnd - e.processingStart,
        target: e.target ? e.target.tagName.toLowerCase() + (e.target.id ? '#' + e.target.id : '') : null });
    sessionStorage.setItem(KEY, JSON.stringify(list));
  };
  try {
    const observer = new PerformanceObserver((list) => save(list.getEntries()));
    observer.observe({ type: 'event', durationThreshold: 16, buffered: true });
    addEventListener('pagehide', () => save(observer.takeRecords()));
  } catch {}
  // A page restored from the back/forward cache, on the wall clock (timeOrigin + now), so a step
  // can count from before it left the other page: the restore's start (a persisted pageshow's
  // timeStamp is the browser's navigation start of the restore, as web-vitals reads it), the
  // pageshow's dispatch (this listener is the page's first) and the first frame after it.
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    const pageshowMs = performance.timeOrigin + event.timeStamp;
    const dispatchMs = performance.timeOrigin + performance.now();
    requestAnimationFrame(() => setTimeout(() => {
      window.__benchRestore = { pageshowMs, dispatchMs, paintMs: performance.timeOrigin + performance.now() };
    }));
  });
  window.__benchLcp = null;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__benchLcp = { startMs: e.startTime, element: e.element ? e.element.tagName.toLowerCase() : null, url: e.url || null };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
})();`;

/** The entries saved so far in the tab. @param {import('playwright-core').Page} page @returns {Promise<any[]>} */
export async function savedEvents(page) {
  return page.evaluate(() => {
    try {
      return JSON.parse(sessionStorage.getItem('__benchEvents') || '[]');
    } catch {
      return [];
    }
  });
}

/**
 * Entries grouped by interaction (document and interactionId), INP-style: the interaction's
 * latency is the longest duration among its events (pointerdown, pointerup, click, keydown…).
 * @param {any[]} entries
 */
export function interactionsOf(entries) {
  /** @type {Map<string, { path: string, id: number, durationMs: number, events: string[], target: string | null, inputDelayMs: number, processingMs: number }>} */
  const byId = new Map();
  for (const e of entries) {
    const key = `${e.doc}:${e.id}`;
    const seen = byId.get(key);
    if (!seen)
      byId.set(key, {
        path: e.path,
        id: e.id,
        durationMs: e.durationMs,
        events: [e.name],
        target: e.target,
        inputDelayMs: e.inputDelayMs,
        processingMs: e.processingMs,
      });
    else {
      seen.events.push(e.name);
      if (e.durationMs > seen.durationMs)
        Object.assign(seen, { durationMs: e.durationMs, target: e.target, inputDelayMs: e.inputDelayMs, processingMs: e.processingMs });
    }
  }
  return [...byId.values()];
}

/**
 * The shown document's navigation: its LCP from navigation start, or from activation for a
 * prerendered page, and how it arrived (Navigation Timing's deliveryType: 'navigational-prefetch'
 * for a prefetched page; activationStart > 0 for a prerendered one).
 * @param {import('playwright-core').Page} page
 */
export async function navigationOf(page) {
  return page.evaluate(async () => {
    const nav = /** @type {any} */ (performance.getEntriesByType('navigation')[0]);
    // A buffered observer sees the LCP candidates so far even when the init script missed the document.
    const lcp = await new Promise((resolve) => {
      let last = /** @type {any} */ (window).__benchLcp;
      try {
        const o = new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            last = {
              startMs: e.startTime,
              element: /** @type {any} */ (e).element?.tagName.toLowerCase() ?? null,
              url: /** @type {any} */ (e).url || null,
            };
        });
        o.observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          o.disconnect();
          resolve(last);
        }, 50);
      } catch {
        resolve(last);
      }
    });
    const activationStart = nav?.activationStart ?? 0;
    return {
      path: location.pathname + location.search,
      type: nav?.type ?? null,
      deliveryType: nav?.deliveryType ?? null,
      prerendered: activationStart > 0,
      activationStartMs: activationStart,
      responseStartMs: nav?.responseStart ?? null,
      lcp: /** @type {any} */ (lcp),
      lcpAfterStartMs: lcp ? Math.max(0, /** @type {any} */ (lcp).startMs - activationStart) : null,
    };
  });
}

/**
 * A restored page's first frame, counted from its pageshow's dispatch (what the step is judged
 * by), from the browser's start of the restore and from the step's start.
 * @param {{ startMs: number, pageshowMs: number, dispatchMs: number, paintMs: number }} restore
 */
export function restoreTimes({ startMs, pageshowMs, dispatchMs, paintMs }) {
  const ms = (/** @type {number} */ from) => Math.round(paintMs - from);
  return `painted ${ms(dispatchMs)} ms after its pageshow, ${ms(pageshowMs)} after the restore started, ${ms(startMs)} after the step started`;
}
