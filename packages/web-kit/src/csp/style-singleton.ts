import { useEffect } from 'react';

/**
 * Stands in for the `react-style-singleton` package in every bundle (an alias in
 * rspack/create-app-config.mjs), with the same exports and counting. Radix's modal dialogs lock
 * the page's scroll through react-remove-scroll-bar, whose styles carry the measured scrollbar
 * width, so they cannot live in a CSS file; the package writes them into an inline <style>, which
 * the CSP (style-src without 'unsafe-inline') blocks. A constructed stylesheet adopted by the
 * document is not governed by style-src (the script that builds it already passed script-src).
 */
export function stylesheetSingleton() {
  let users = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    /** The first user's styles apply until the last one leaves. */
    add(css: string) {
      if (users === 0 && canAdopt()) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      users += 1;
    },
    remove() {
      users -= 1;
      if (users === 0 && sheet) {
        const leaving = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== leaving);
        sheet = null;
      }
    },
  };
}

/** Without constructable stylesheets (Safari before 16.4) the page just keeps scrolling behind a dialog. */
function canAdopt(): boolean {
  return typeof document !== 'undefined' && 'adoptedStyleSheets' in document && typeof CSSStyleSheet === 'function';
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // As the package does: the styles are read once, unless marked dynamic.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [styles && isDynamic]);
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
