/** Whether nobody sees the document yet (prerendered, a background tab): it has no paint to wait for. */
export function unseen(document: Document): boolean {
  return document.visibilityState !== 'visible' || Boolean((document as Document & { prerendering?: boolean }).prerendering);
}

/** The longest a script waits for a first contentful paint that does not come (a page of nothing). */
const PAINT_WAIT_MS = 3_000;

/**
 * Runs `then` once the browser reports the page's first contentful paint (Paint Timing: the frame
 * shown, not only drawn), or after PAINT_WAIT_MS; where Paint Timing is missing, in the frame
 * after the first (requestAnimationFrame runs before a paint, the timeout after it).
 */
export function afterFirstContentfulPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(once, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    once();
  }, PAINT_WAIT_MS);
}
