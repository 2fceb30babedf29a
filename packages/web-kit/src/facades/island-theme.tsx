import { ThemeContext, type ThemeProps } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';

/** The site's Radix Theme: the shell's one `<Theme>` around every page, and every island's context. */
export const SITE_THEME = {
  appearance: 'inherit',
  accentColor: 'orange',
  grayColor: 'sand',
  radius: 'large',
  scaling: '100%',
} as const satisfies ThemeProps;

const ignore = () => undefined;
const siteThemeContext: NonNullable<ComponentProps<typeof ThemeContext.Provider>['value']> = {
  ...SITE_THEME,
  resolvedGrayColor: SITE_THEME.grayColor,
  panelBackground: 'translucent',
  onAppearanceChange: ignore,
  onAccentColorChange: ignore,
  onGrayColorChange: ignore,
  onPanelBackgroundChange: ignore,
  onRadiusChange: ignore,
  onScalingChange: ignore,
};

/**
 * The site's Theme as an island sees it, with no element of its own: on the server an island
 * renders inside the page's `<Theme>`, and in the browser its root must render the same markup,
 * so it gets the Theme's context only. What Radix renders in a portal (a dialog, a menu, a
 * select) reads it to take the site's accent, grey and radius. Each island build has its own copy
 * of Radix, so each island's entry wraps itself in this, from its own web-kit.
 */
export function IslandTheme({ children }: { children: ReactNode }) {
  return <ThemeContext value={siteThemeContext}>{children}</ThemeContext>;
}
