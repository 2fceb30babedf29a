/**
 * The visitor's light or dark choice. "system" follows the device's preference; an explicit choice
 * is remembered in localStorage. public/appearance.js applies the same rule before first paint.
 */
export type AppearanceChoice = 'system' | 'light' | 'dark';
export type Appearance = 'light' | 'dark';

export const APPEARANCE_KEY = 'livefully:appearance';
export const DARK_QUERY = '(prefers-color-scheme: dark)';
export const APPEARANCE_CHOICES: readonly AppearanceChoice[] = ['system', 'light', 'dark'];

export function readChoice(storage: Pick<Storage, 'getItem'> | undefined): AppearanceChoice {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(APPEARANCE_KEY) ?? null;
  } catch {
    // Storage may be blocked (privacy settings); the system preference applies.
  }
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function saveChoice(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, choice: AppearanceChoice): void {
  try {
    if (choice === 'system') storage?.removeItem(APPEARANCE_KEY);
    else storage?.setItem(APPEARANCE_KEY, choice);
  } catch {
    // Not remembered, but still applied to this page.
  }
}

export function resolveAppearance(choice: AppearanceChoice, systemPrefersDark: boolean): Appearance {
  if (choice !== 'system') return choice;
  return systemPrefersDark ? 'dark' : 'light';
}

/** The page colour of each appearance (--color-bg), for the browser's own bars around the page. */
export const THEME_COLORS: Readonly<Record<Appearance, string>> = { light: '#faf7f2', dark: '#111110' };

/**
 * Radix Themes' tokens answer to a `light` or `dark` class on an ancestor (the Theme inherits);
 * the theme-color meta follows so the browser's bars match the page.
 */
export function applyAppearance(root: Element, appearance: Appearance): void {
  root.classList.toggle('dark', appearance === 'dark');
  root.classList.toggle('light', appearance === 'light');
  root.ownerDocument.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[appearance]);
}
