// jsdom has no ResizeObserver; Radix's checkboxes, radios and selects measure themselves with it.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

globalThis.ResizeObserver ??= NoResizeObserver;
