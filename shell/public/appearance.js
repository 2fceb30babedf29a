// Runs before the page paints (a blocking script in index.html's head, since the CSP allows no
// inline script), so a dark page never flashes light. It mirrors src/features/appearance/appearance.ts;
// appearance-script.test.ts runs both on the same cases.
/* global window, document */
(function () {
  var choice = null;
  try {
    choice = window.localStorage.getItem('livefully:appearance');
  } catch {
    // Storage may be blocked; the system preference still applies.
  }
  var dark = choice === 'dark' || (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.add(dark ? 'dark' : 'light');
  // The browser's bars take the page colour (THEME_COLORS in appearance.ts).
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', dark ? '#111110' : '#faf7f2');
})();

// Also before first paint, on every document of the site: a cross-document view transition the
// browser skips (the reader moved on mid-way, or a page changed under it) rejects its promises,
// a skipped crossfade and no error of the page; they are handled here, where both events come in
// time (`pageswap` as this document leaves, `pagereveal` before its first frame).
(function () {
  function handled(event) {
    var transition = event.viewTransition;
    if (!transition) return;
    [transition.ready, transition.finished, transition.updateCallbackDone].forEach(function (promise) {
      if (promise) promise.catch(function () {});
    });
  }
  window.addEventListener('pageswap', handled);
  window.addEventListener('pagereveal', handled);
})();
