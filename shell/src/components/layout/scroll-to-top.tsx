import { useLocation } from '@livefully/web-kit/router';
import { useEffect, useRef } from 'react';
import { MAIN_CONTENT_ID } from './skip-link';

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

/**
 * SPEC §2: every route change starts at the top of the page, back and forward included, so the
 * browser's own scroll restoration is turned off.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    if (previous.current !== pathname) {
      previous.current = pathname;
      carryFocusToMain();
    }
    window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
