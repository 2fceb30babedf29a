/*
 * What Radix Themes' controls ask of the browser and jsdom lacks: a ResizeObserver (the Theme,
 * Select), pointer capture and scrollIntoView (Select's list opens on a pointer press and scrolls
 * to the chosen item). Empty stand-ins are enough, since jsdom lays nothing out.
 */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

if (typeof window !== 'undefined') {
  globalThis.ResizeObserver ??= NoResizeObserver;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}
