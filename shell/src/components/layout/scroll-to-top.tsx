import { useLocation, useNavigationType } from '@livefully/web-kit/router';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { MAIN_CONTENT_ID } from './skip-link';

/** Where the reader was on each history entry (by its location key), for the way back to it. */
const positions = new Map<string, number>();

/** How many frames a restored position waits for its page to be tall enough (a list still arriving). */
const RESTORE_FRAMES = 30;

/**
 * A link that took the focus is gone with the old page: hand the focus to <main>, where the new
 * page is, instead of leaving it on <body>. A focus that survives (a header link) stays put.
 */
function carryFocusToMain() {
  const main = document.getElementById(MAIN_CONTENT_ID);
  const active = document.activeElement;
  if (!main) return;
  if (!active || active === document.body || main.contains(active)) main.focus({ preventScroll: true });
}

/** Scrolls to `top`, trying again on the next frames while the page is still too short for it. */
function scrollBackTo(top: number): () => void {
  let frame = 0;
  let handle = 0;
  const step = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) > 1 && ++frame < RESTORE_FRAMES) handle = requestAnimationFrame(step);
  };
  step();
  return () => cancelAnimationFrame(handle);
}

/**
 * A route change starts at the top of the page (docs/requirements.md#r-scroll-to-top); going back or forward returns to where
 * the reader was on that entry instead, so back from an article finds the list as it was left
 * (the browser's own restoration is off: it would run before the page is there). The page the document arrived with is left where the reader has scrolled it:
 * scrolling on mount threw a reader who scrolled the server's page to the top as it came alive.
 */
export function ScrollToTop() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // In the commit that shows the new entry, before the browser paints or dispatches the scroll
  // events that the new page's height causes: none of them is taken for the old entry's place.
  useLayoutEffect(() => {
    let cancel: (() => void) | undefined;
    const remember = () => positions.set(key, window.scrollY);
    if (previous.current !== pathname) {
      previous.current = pathname;
      carryFocusToMain();
      const saved = navigationType === 'POP' ? positions.get(key) : undefined;
      if (saved === undefined) window.scrollTo(0, 0);
      else cancel = scrollBackTo(saved);
    } else {
      // The same page under a new entry (a filter written into the address): where the reader is now.
      remember();
    }
    // Also as the reader leaves the entry (a link, a form, back or forward): a scroll's own event
    // comes a frame after the scroll, which may be after the navigation began.
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('popstate', remember);
    document.addEventListener('click', remember, true);
    document.addEventListener('submit', remember, true);
    return () => {
      cancel?.();
      window.removeEventListener('scroll', remember);
      window.removeEventListener('popstate', remember);
      document.removeEventListener('click', remember, true);
      document.removeEventListener('submit', remember, true);
    };
  }, [pathname, key, navigationType]);

  return null;
}
