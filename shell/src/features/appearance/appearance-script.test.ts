// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import script from '../../../public/appearance.js?raw';
import { APPEARANCE_KEY, readChoice, resolveAppearance, THEME_COLORS, type AppearanceChoice } from './appearance';

/** The pre-paint script in public/ must apply the same rule as the app's own code. */
function runScript(stored: string | null, systemDark: boolean): string {
  document.documentElement.className = '';
  document.head.innerHTML = '<meta name="theme-color" content="#faf7f2">';
  localStorage.clear();
  if (stored !== null) localStorage.setItem(APPEARANCE_KEY, stored);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: systemDark && query.includes('dark') }));
  new Function(script)();
  return document.documentElement.className;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('public/appearance.js', () => {
  const cases: [string | null, boolean][] = [
    [null, false],
    [null, true],
    ['light', true],
    ['dark', false],
    ['sepia', true],
  ];
  it.each(cases)('stored %s, system dark %s: the same class as the app applies', (stored, systemDark) => {
    localStorage.clear();
    if (stored !== null) localStorage.setItem(APPEARANCE_KEY, stored);
    const choice: AppearanceChoice = readChoice(localStorage);
    const appearance = resolveAppearance(choice, systemDark);
    expect(runScript(stored, systemDark)).toBe(appearance);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(THEME_COLORS[appearance]);
  });
});
