import { SITE_THEME, Theme } from '@livefully/web-kit/ui';
import type { ReactNode } from 'react';
import './theme.css';

/**
 * Radix Themes, once, around the whole site: remotes render inside it and share its instance.
 * The appearance is inherited from the page's `light`/`dark` class (public/appearance.js and the
 * footer's switch set it), so the first paint already has the right one. The page keeps its own
 * background (site CSS), hence no Theme background.
 */
export function SiteTheme({ children }: { children: ReactNode }) {
  return (
    <Theme {...SITE_THEME} hasBackground={false}>
      {children}
    </Theme>
  );
}
